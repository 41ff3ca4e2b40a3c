import 'server-only'

import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'

import { CACHE_REVALIDATE_SECONDS, CACHE_TAGS } from '@/lib/cache/tags'
import { payloadClient } from '@/lib/payload'

/** The UI strings stored for one locale (no fallback): key -> text, empty texts left out. */
export async function storedUiStrings(
  payload: Payload,
  locale: string,
): Promise<Record<string, string>> {
  const { docs } = await payload.find({
    collection: 'ui-strings',
    locale: locale as 'de',
    fallbackLocale: false,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { key: true, text: true },
  })
  return Object.fromEntries(docs.flatMap((d) => (d.text?.trim() ? [[d.key, d.text]] : [])))
}

/** Cached {@link storedUiStrings} (tag `ui-strings`; studio edits and translation runs expire it). */
export const cachedUiStrings = unstable_cache(
  async (locale: string) => storedUiStrings(await payloadClient(), locale),
  ['ui-strings'],
  {
    revalidate: CACHE_REVALIDATE_SECONDS,
    tags: [CACHE_TAGS.uiStrings],
  },
)
