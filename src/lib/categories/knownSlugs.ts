import type { Audience } from '@/lib/audience'
import { proxySnapshot } from '@/lib/db/proxySnapshot'

/** How long the proxy trusts its copy of the category list, in milliseconds. */
export const KNOWN_CATEGORIES_TTL_MS = 30_000

/** URL slug (`slugEn`) → audience of every category. */
export type KnownCategories = ReadonlyMap<string, Audience>

const categories = proxySnapshot<KnownCategories>({
  sql: 'select slug_en, audience from categories',
  build: (rows) => new Map(rows.map((r) => [String(r.slug_en), r.audience as Audience])),
  ttlMs: KNOWN_CATEGORIES_TTL_MS,
})

/**
 * Every category's URL slug and audience, for `src/proxy.ts`. Kept for
 * KNOWN_CATEGORIES_TTL_MS (a category added in the studio is reachable within that time).
 * Null when the list cannot be read: the caller must then not decide on it.
 */
export function knownCategories(now = Date.now()): Promise<KnownCategories | null> {
  return categories.get(now)
}
