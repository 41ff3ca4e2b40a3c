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
