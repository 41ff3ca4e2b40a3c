import 'server-only'

import { unstable_cache } from 'next/cache'

import { CACHE_REVALIDATE_SECONDS, CACHE_TAGS } from '@/lib/cache/tags'
import { payloadClient } from '@/lib/payload'

import { findStaticPage, type StaticPageSlug } from './reads'

export type { StaticPage, StaticPageSlug } from './reads'

/** Cached `findStaticPage` per slug and reader language (tag `pages`). */
export const getStaticPage = unstable_cache(
  async (slug: StaticPageSlug, locale: string) =>
    findStaticPage(await payloadClient(), slug, locale),
  ['static-page'],
  {
    revalidate: CACHE_REVALIDATE_SECONDS,
    tags: [CACHE_TAGS.pages],
  },
)
