import 'server-only'

import { unstable_cache } from 'next/cache'

import { CACHE_REVALIDATE_SECONDS, CACHE_TAGS } from '@/lib/cache/tags'
import { payloadClient } from '@/lib/payload'

import { getSettings, type SiteSettings } from './read'

/** The settings every page may show: product name, operator, support address, social links. */
export type PublicSettings = Pick<
  SiteSettings,
  'siteName' | 'supportEmail' | 'operatorName' | 'operatorAddress' | 'socialLinks'
>

/**
 * Cached public settings (tag `settings`; saving the settings expires it). Keys are never
 * part of it: `getSettings` returns no provider key, and only the public fields are kept.
 */
export const getPublicSettings = unstable_cache(
  async (): Promise<PublicSettings> => {
    const { siteName, supportEmail, operatorName, operatorAddress, socialLinks } =
      await getSettings(await payloadClient())
    return { siteName, supportEmail, operatorName, operatorAddress, socialLinks }
  },
  ['public-settings'],
  { revalidate: CACHE_REVALIDATE_SECONDS, tags: [CACHE_TAGS.settings] },
)
