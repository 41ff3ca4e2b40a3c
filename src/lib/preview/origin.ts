import { siteUrl } from '@/lib/site/url'

/** A Host header value: a name or IPv4 address, or a bracketed IPv6 address, with an optional port. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i

/**
 * The origin the studio's previews open: the origin of the editor's own request (the
 * address the studio was reached at, so the preview frame is same-origin and its session
 * cookie applies), else SITE_URL. https when a proxy in front says so
 * (`X-Forwarded-Proto: https`) or SITE_URL is https on the same host.
 *
 * Unlike mail links (src/lib/site/url.ts), a preview URL goes back only to the person whose
 * request named the host, so a forged Host header can only mislead its own sender.
 */
export function previewOrigin(headers: Pick<Headers, 'get'> | undefined): string {
  const site = siteUrl()
  const host = headers?.get('x-forwarded-host')?.split(',')[0]?.trim() || headers?.get('host')
  if (!host || !HOST.test(host)) return site
  const siteHost = new URL(site).host
  const https =
    headers?.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https' ||
    (site.startsWith('https://') && siteHost === host)
  return `${https ? 'https' : 'http'}://${host}`
}
