import 'server-only'

import { unstable_cache } from 'next/cache'

import { DEFAULT_SITE_NAME, DEFAULT_SUPPORT_EMAIL } from '../../../collections/globals/Settings'
import { CACHE_REVALIDATE_SECONDS, CACHE_TAGS } from '@/lib/cache/tags'
import { payloadClient } from '@/lib/payload'

/** The settings every page may show: product name, operator, support address, social links. */
export type PublicSettings = {
  siteName: string
  supportEmail: string
  operatorName: string | null
  operatorAddress: string | null
  socialLinks: Array<{ network: string; url: string }>
}

/**
 * Cached public settings (tag `settings`; saving the settings expires it). Keys are not
 * part of it: this reads with the visitor's access, where the key fields are hidden.
 */
export const getPublicSettings = unstable_cache(
  async (): Promise<PublicSettings> => {
    const s = await (
      await payloadClient()
    ).findGlobal({ slug: 'settings', depth: 0, overrideAccess: false })
    return {
      siteName: s.siteName || DEFAULT_SITE_NAME,
      supportEmail: s.supportEmail || DEFAULT_SUPPORT_EMAIL,
      operatorName: s.operatorName?.trim() || null,
      operatorAddress: s.operatorAddress?.trim() || null,
      socialLinks: (s.socialLinks ?? [])
        .filter((l) => /^https?:\/\//.test(l.url))
        .map((l) => ({ network: l.network, url: l.url })),
    }
  },
  ['public-settings'],
  { revalidate: CACHE_REVALIDATE_SECONDS, tags: [CACHE_TAGS.settings] },
)
