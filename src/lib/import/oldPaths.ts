/** Query parameters that address a WordPress post or page by id (`/?p=12`, `/?page_id=3`). */
const ID_PARAMS = ['p', 'page_id'] as const

/**
 * The one form an old address is stored and looked up in: the path decoded and in lower
 * case, without a trailing slash (`/2019/05/a/` → `/2019/05/a`; the root stays `/`), and of
 * the query only a WordPress id (`?p=12` or `?page_id=3`). Null for what is no path.
 */
export function normalizeOldPath(pathWithQuery: string): string | null {
  let url: URL
  try {
    url = new URL(pathWithQuery, 'http://old.invalid')
  } catch {
    return null
  }
  let pathname: string
  try {
    pathname = decodeURIComponent(url.pathname).toLowerCase()
  } catch {
    pathname = url.pathname.toLowerCase()
  }
  if (pathname.length > 1) pathname = pathname.replace(/\/+$/, '')
  for (const name of ID_PARAMS) {
    const id = url.searchParams.get(name)
    if (id && /^\d{1,12}$/.test(id)) return `${pathname}?${name}=${id}`
  }
  return pathname
}
