import 'server-only'

import { storedUiStrings } from '@/i18n/uiStringsStore'
import { cachedRead } from '@/lib/cache/cachedRead'
import { CACHE_TAGS } from '@/lib/cache/tags'
import { payloadClient } from '@/lib/payload'

/**
 * Cached `storedUiStrings` (`src/i18n/uiStringsStore.ts`) of one locale: key -> text, no
 * fallback (tag `ui-strings`; studio edits and translation runs expire it).
 */
export const getStoredUiStrings = cachedRead(
  ['ui-strings'],
  [CACHE_TAGS.uiStrings],
  async (locale: string) => storedUiStrings(await payloadClient(), locale),
)
