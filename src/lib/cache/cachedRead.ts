import { unstable_cache } from 'next/cache'

import { CACHE_REVALIDATE_SECONDS } from './tags'

/**
 * The one way to cache a public read (docs/architecture.md, "Caching and revalidation"):
 * `read` wrapped in Next's data cache under `keyParts` plus the call's arguments, tagged
 * with `tags` (names from `./tags`, expired by the Payload hooks) and kept at most
 * `CACHE_REVALIDATE_SECONDS` (300 s). Arguments and the value must be JSON-serialisable
 * (the cache stores JSON: no `Set`, `Map` or `Date`). Errors of `read` propagate and
 * nothing is stored. Cached reads live in `src/lib/<domain>/queries.ts`.
 */
export function cachedRead<Args extends unknown[], Value>(
  keyParts: string[],
  tags: string[],
  read: (...args: Args) => Promise<Value>,
): (...args: Args) => Promise<Value> {
  return unstable_cache(read, keyParts, { revalidate: CACHE_REVALIDATE_SECONDS, tags })
}
