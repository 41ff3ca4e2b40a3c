/** Where a doctor goes after signing in when no other target is given. */
export const AFTER_SIGN_IN_PATH = '/doctor-dashboard'

const PROBE_ORIGIN = 'http://same-site.invalid'

/**
 * A safe in-site return path from a `?next=` parameter: only paths on this site
 * (`/article/12?x=1`), never another origin (`//evil.example`, `/\\evil`, `/%09/evil`
 * and other forms a URL parser turns into one), else the default. The answer is the
 * parsed path, so what is checked is what the router gets.
 */
export function safeNextPath(
  next: string | null | undefined,
  fallback: string = AFTER_SIGN_IN_PATH,
): string {
  if (!next || !next.startsWith('/') || /[\\\u0000-\u001f\u007f]/.test(next)) return fallback
  let url: URL
  try {
    url = new URL(next, PROBE_ORIGIN)
  } catch {
    return fallback
  }
  if (url.origin !== PROBE_ORIGIN || url.pathname.startsWith('//')) return fallback
  return url.pathname + url.search + url.hash
}
