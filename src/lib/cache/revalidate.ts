import { revalidateTag } from 'next/cache'

/** The part of Next's incremental cache used here (tags with their expiry, seconds). */
type IncrementalCache = {
  revalidateTag: (tags: string[], durations?: { expire?: number }) => Promise<void>
}

/**
 * The incremental cache of the `next start` process this code runs in, or undefined.
 * Next keeps it on `globalThis.__incrementalCache` once the server has answered its first
 * request (next/dist/server/base-server.js); it is an internal of Next, read only as the
 * fallback below.
 */
function processCache(): IncrementalCache | undefined {
  return (globalThis as { __incrementalCache?: IncrementalCache }).__incrementalCache
}

/**
 * Expires the given cache tags at once. Outside a request (a job run by the server's own
 * workers, e.g. a planned publish or a translation) `revalidateTag` throws a "static
 * generation store missing" invariant; the tags are then expired directly in the server
 * process's incremental cache, which the shared Redis handler passes on to every instance.
 * Where there is no server at all (seed script, `npm run worker`, tests using the Local
 * API) there is nothing cached here to expire, and that case is ignored on purpose: pages
 * then refresh within CACHE_REVALIDATE_SECONDS (src/lib/cache/tags.ts).
 */
export function revalidateTags(tags: readonly string[]): void {
  const outsideRequest: string[] = []
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch {
      outsideRequest.push(tag)
    }
  }
  if (outsideRequest.length)
    void processCache()
      ?.revalidateTag(outsideRequest, { expire: 0 })
      .catch(() => {
        // a failed expiry leaves the pages to refresh on their own schedule
      })
}
