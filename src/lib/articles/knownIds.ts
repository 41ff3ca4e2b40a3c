import { proxySnapshot } from '@/lib/db/proxySnapshot'

/** How long the proxy trusts its list of published article ids, in milliseconds. */
export const KNOWN_ARTICLES_TTL_MS = 30_000

/**
 * An id missing from the list is looked up again when the list is older than this
 * (milliseconds), so an article published a moment ago opens at once, while a flood of
 * unknown ids costs at most one query per interval.
 */
export const KNOWN_ARTICLES_RECHECK_MS = 1_000

const published = proxySnapshot<ReadonlySet<number>>({
  sql: `select id from articles where _status = 'published' and deleted_at is null`,
  build: (rows) => new Set(rows.map((r) => Number(r.id))),
  ttlMs: KNOWN_ARTICLES_TTL_MS,
})

/**
 * Whether `id` is a published article, for `src/proxy.ts`: true or false from the kept
 * list (refreshed as described above), null when the list cannot be read (the caller must
 * then let the page decide).
 */
export async function isKnownArticle(id: number, now = Date.now()): Promise<boolean | null> {
  const ids = await published.get(now)
  if (ids === null) return null
  if (ids.has(id)) return true
  const fresh = await published.refresh(KNOWN_ARTICLES_RECHECK_MS, now)
  return fresh === null ? null : fresh.has(id)
}
