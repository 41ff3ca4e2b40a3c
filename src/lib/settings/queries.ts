import 'server-only'

import { cachedRead } from '@/lib/cache/cachedRead'
import { CACHE_TAGS } from '@/lib/cache/tags'
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
export const getPublicSettings = cachedRead(
  ['public-settings'],
  [CACHE_TAGS.settings],
  async (): Promise<PublicSettings> => {
    const { siteName, supportEmail, operatorName, operatorAddress, socialLinks } =
      await getSettings(await payloadClient())
    return { siteName, supportEmail, operatorName, operatorAddress, socialLinks }
  },
)
