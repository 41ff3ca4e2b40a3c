import { proxySnapshot } from '@/lib/db/proxySnapshot'
import { normalizeOldPath } from '@/lib/import/oldPaths'
import { articlePath } from '@/lib/routes'

/** How long the proxy trusts its copy of the redirects, in milliseconds. */
const REDIRECTS_TTL_MS = 30_000

/** Normalized old address → the path it answers 301 with. */
type KnownRedirects = ReadonlyMap<string, string>

const redirects = proxySnapshot<KnownRedirects>({
  // The redirects plugin's table: `to_reference_id` is the article of an internal link.
  sql: 'select "from", to_type, to_url, to_reference_id from redirects',
  build: (rows) => {
    const map = new Map<string, string>()
    for (const row of rows) {
      const from = normalizeOldPath(String(row.from ?? ''))
      const to =
        row.to_type === 'reference' && row.to_reference_id != null
          ? articlePath(Number(row.to_reference_id))
          : typeof row.to_url === 'string' && row.to_url
            ? row.to_url
            : null
      if (from && to) map.set(from, to)
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
