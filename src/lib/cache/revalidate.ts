import { revalidateTag } from 'next/cache'

/**
 * Expires the given cache tags at once. Outside a Next.js server (seed script, tests
 * using the Local API) there is no cache to expire and `revalidateTag` throws an
 * "static generation store missing" invariant: that case is ignored on purpose.
 */
export function revalidateTags(tags: readonly string[]): void {
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch {
      // not running inside Next.js: nothing cached to expire
    }
  }
}
