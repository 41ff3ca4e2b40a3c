/**
 * Request paths Next's router cannot decode. Next decodes every path segment with
 * `decodeURIComponent` while it picks the route; when that fails it tries to show a
 * pages-router error page this app does not have and answers 500. Such paths are refused
 * up front with 400 instead.
 */

/** True when every `/`-separated segment of `path` decodes as a URI component. */
function segmentsDecode(path: string): boolean {
  return path.split('/').every((segment) => {
    try {
      decodeURIComponent(segment)
      return true
    } catch {
      return false
    }
  })
}

/**
 * True when Next could not route `pathname` (the raw, still percent-encoded path of a
 * request): a segment with a broken escape (`/category/%E0%A4%A`, `/%`). For a journal
 * page (`localized`), next-intl first decodes the path once and hands the decoded text back
 * to Next, so its result must decode too: `/%25` becomes `/%`, which fails.
 */
export function isMalformedPath(pathname: string, localized: boolean): boolean {
  if (!segmentsDecode(pathname)) return true
  if (!localized) return false
  try {
    return !segmentsDecode(decodeURI(pathname))
  } catch {
    return true
  }
}

/**
 * The 400 answer for a path `isMalformedPath` refuses: JSON `{ code, message }`, not cached; null
 * for any other path.
 */
export function malformedPathResponse(pathname: string, localized: boolean): Response | null {
  if (!isMalformedPath(pathname, localized)) return null
  return Response.json(
    { code: 'malformed_url', message: 'Malformed URL' },
    { status: 400, headers: { 'Cache-Control': 'no-store' } },
  )
}
