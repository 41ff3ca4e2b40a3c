import { notFound } from 'next/navigation'

/** Rendered per request and never stored: no cache entry for any id sent here. */
export const dynamic = 'force-dynamic'

/**
 * Where `src/proxy.ts` sends `/article/{id}` requests whose id is not canonical or not a
 * published article: the article's localized 404 page (HTTP 404), so random ids cannot
 * grow the cache of the article route.
 */
export default function UnknownArticle(): never {
  notFound()
}
