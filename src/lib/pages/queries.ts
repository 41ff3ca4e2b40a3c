import 'server-only'

import { cachedUnlessNull } from '@/lib/cache/cachedUnlessNull'
import { CACHE_TAGS } from '@/lib/cache/tags'
import { payloadClient } from '@/lib/payload'

import { findStaticPage, type StaticPageSlug } from './reads'

export type { StaticPage, StaticPageSlug } from './reads'

/**
 * Cached `findStaticPage` per slug and reader language (tag `pages`). A page that is not
 * found is not cached: the next request reads again, so a momentary miss is never kept as
 * "page does not exist" for the cache lifetime.
 */
export const getStaticPage = cachedUnlessNull(
  ['static-page'],
  [CACHE_TAGS.pages],
  async (slug: StaticPageSlug, locale: string) =>
    findStaticPage(await payloadClient(), slug, locale),
)
