import { cachedRead } from './cachedRead'

/** Thrown inside the cached function to keep a miss out of the cache; never leaves this module. */
class NothingFound extends Error {}

/**
 * `cachedRead` for a read that may find nothing: a found value is cached and tagged
 * exactly as `cachedRead(keyParts, tags, read)` would cache it, but `null` is handed back
 * without being stored, so the next call reads again. A momentary miss (a replica that
 * lags behind, a document being replaced) then never turns into a stored "does not exist"
 * for the whole cache lifetime. Errors of `read` propagate unchanged.
 */
export function cachedUnlessNull<Args extends unknown[], Value>(
  keyParts: string[],
  tags: string[],
  read: (...args: Args) => Promise<Value | null>,
): (...args: Args) => Promise<Value | null> {
  const cached = cachedRead(keyParts, tags, async (...args: Args): Promise<Value> => {
    const value = await read(...args)
    // The data cache stores nothing when the function throws.
    if (value === null) throw new NothingFound()
    return value
  })
  return async (...args: Args) => {
    try {
      return await cached(...args)
    } catch (error) {
      if (error instanceof NothingFound) return null
      throw error
    }
  }
}
