import { unstable_cache } from 'next/cache'

/** Thrown inside the cached function to keep a miss out of the cache; never leaves this module. */
class NothingFound extends Error {}

/**
 * `unstable_cache` for a read that may find nothing: a found value is cached and tagged
 * exactly as `unstable_cache(read, keyParts, options)` would cache it, but `null` is handed
 * back without being stored, so the next call reads again. A momentary miss (a replica
 * that lags behind, a document being replaced) then never turns into a stored "does not
 * exist" for the whole cache lifetime. Errors of `read` propagate unchanged.
 */
export function cachedUnlessNull<Args extends unknown[], Value>(
  read: (...args: Args) => Promise<Value | null>,
  keyParts: string[],
  options: { revalidate: number; tags: string[] },
): (...args: Args) => Promise<Value | null> {
  const cached = unstable_cache(
    async (...args: Args): Promise<Value> => {
      const value = await read(...args)
      // unstable_cache stores nothing when the function throws.
      if (value === null) throw new NothingFound()
      return value
    },
    keyParts,
    options,
  )
  return async (...args: Args) => {
    try {
      return await cached(...args)
    } catch (error) {
      if (error instanceof NothingFound) return null
      throw error
    }
  }
}
