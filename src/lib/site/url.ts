/**
 * Public base URL of the site for absolute links in emails, without a trailing slash.
 * Read at run time from SITE_URL (server only), else NEXT_PUBLIC_SITE_URL, else
 * `http://localhost:$PORT` for local development. Links in emails are never built from
 * the request's Host header, which a client controls (password-reset poisoning).
 */
export function siteUrl(): string {
  const configured = process.env.SITE_URL || process.env.NEXT_PUBLIC_SITE_URL
  return (configured || `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/+$/, '')
}

/** `url` made absolute against `base` when it is a path (`/media/a.jpg` → `https://host/media/a.jpg`); absolute URLs stay as they are. */
export function absoluteUrl(base: string, url: string): string {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) ? url : `${base}${url.startsWith('/') ? '' : '/'}${url}`
}

/**
 * The origin of the configured public site URL (`SITE_URL`, else `NEXT_PUBLIC_SITE_URL`),
 * e.g. `https://dentaljournal.example`, or null when neither is set or valid. Unlike
 * `siteUrl()` there is no localhost default: callers use it to trust an origin.
 */
export function configuredSiteOrigin(
  env: Record<string, string | undefined> = process.env,
): string | null {
  const configured = env.SITE_URL || env.NEXT_PUBLIC_SITE_URL
  if (!configured) return null
  try {
    return new URL(configured).origin
  } catch {
    return null
  }
}
