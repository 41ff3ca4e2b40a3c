import { Pool } from 'pg'

import type { Audience } from '@/lib/audience'

/** How long the proxy trusts its copy of the category list, in milliseconds. */
export const KNOWN_CATEGORIES_TTL_MS = 30_000

/** URL slug (`slugEn`) → audience of every category. */
export type KnownCategories = ReadonlyMap<string, Audience>

let pool: Pool | undefined
let kept: { at: number; value: KnownCategories } | undefined
let pending: Promise<KnownCategories> | undefined

function categoriesPool(connectionString: string): Pool {
  if (!pool) {
    // One connection is plenty: the list is read at most every KNOWN_CATEGORIES_TTL_MS.
    pool = new Pool({ connectionString, max: 1, idleTimeoutMillis: 10_000 })
    // A broken idle connection is dropped by the pool; without a listener Node would
    // turn the event into an uncaught exception.
    pool.on('error', (error) => console.warn(`[categories] idle connection lost: ${error.message}`))
  }
  return pool
}

async function readCategories(connectionString: string): Promise<KnownCategories> {
  const { rows } = await categoriesPool(connectionString).query<{
    slug_en: string
    audience: Audience
  }>('select slug_en, audience from categories')
  return new Map(rows.map((r) => [r.slug_en, r.audience]))
}

/**
 * Every category's URL slug and audience, for `src/proxy.ts`, which runs before Payload is
 * loaded and so reads the `categories` table of DATABASE_URL directly. Kept for
 * KNOWN_CATEGORIES_TTL_MS (a category added in the studio is reachable within that time);
 * one read at a time. Null when the list cannot be read (no DATABASE_URL, database
 * unreachable): the caller must then not decide on it.
 */
export async function knownCategories(now = Date.now()): Promise<KnownCategories | null> {
  const connectionString = process.env.DATABASE_URL
  if (!connectionString) return null
  if (kept && now - kept.at < KNOWN_CATEGORIES_TTL_MS) return kept.value
  pending ??= readCategories(connectionString).finally(() => {
    pending = undefined
  })
  try {
    const value = await pending
    kept = { at: now, value }
    return value
  } catch {
    return null
  }
}
