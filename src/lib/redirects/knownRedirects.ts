import { proxySnapshot } from '@/lib/db/proxySnapshot'
import { normalizeOldPath } from '@/lib/import/oldPaths'
import { articlePath } from '@/lib/routes'

/** How long the proxy trusts its copy of the redirects, in milliseconds. */
const REDIRECTS_TTL_MS = 30_000

/** Normalized old address → the path it answers 301 with. */
type KnownRedirects = ReadonlyMap<string, string>

const redirects = proxySnapshot<KnownRedirects>({
  // The redirects plugin's tables: an internal link's article is a row of `redirects_rels`.
  sql: `select r."from", r.to_type, r.to_url, rel.articles_id
          from redirects r
          left join redirects_rels rel on rel.parent_id = r.id and rel.path = 'to.reference'`,
  build: (rows) => {
    const map = new Map<string, string>()
    for (const row of rows) {
      const from = normalizeOldPath(String(row.from ?? ''))
      const to =
        row.to_type === 'reference' && row.articles_id != null
          ? articlePath(Number(row.articles_id))
          : typeof row.to_url === 'string' && row.to_url
            ? row.to_url
            : null
      // A redirect onto itself (an editor's slip) would loop: it is left out.
      if (from && to && normalizeOldPath(to) !== from) map.set(from, to)
    }
    return map
  },
  ttlMs: REDIRECTS_TTL_MS,
})

/**
 * Where an old address (path and query, as requested) moved, for `src/proxy.ts`: the
 * target path or URL from the studio's redirects collection, or null. The collection is
 * read at most every REDIRECTS_TTL_MS (a copy in memory, like the category list), so a page
 * request never waits for a database query of its own; null too when it cannot be read.
 */
export async function redirectFor(pathWithQuery: string, now = Date.now()): Promise<string | null> {
  const from = normalizeOldPath(pathWithQuery)
  if (!from) return null
  const known = await redirects.get(now)
  return known?.get(from) ?? null
}
