import type { Payload } from 'payload'

import { DEFAULT_RECOGNITION_STATEMENT, DEFAULT_SITE_NAME, DEFAULT_SUPPORT_EMAIL } from './defaults'

import { asServer } from '@/lib/payload/readAs'

/**
 * The non-secret site settings with every default filled in. Provider keys are not part of
 * it (those are read, decrypted and overridden by the environment in `providers.ts`).
 */
export type SiteSettings = {
  /** Product name (default `Dentaljournal`). */
  siteName: string
  /** Address readers write to (default `support@dentaljournal.example`). */
  supportEmail: string
  /** Operator shown in the footer; null when unset. */
  operatorName: string | null
  operatorAddress: string | null
  /** Footer social links; only http(s) URLs. */
  socialLinks: Array<{ network: string; url: string }>
  /** Provider printed on CME certificates (default: the product name). */
  cmeProvider: string
  /** Recognition statement printed on CME certificates. */
  cmeRecognitionStatement: string
  /**
   * Whether search engines may index unreviewed machine translations (default false:
   * `noindex`, left out of sitemaps and hreflang; docs/i18n.md).
   */
  indexMachineTranslations: boolean
  /** Yearly price of one team seat in cents; null: the single membership's price. */
  teamSeatPriceCents: number | null
}

/**
 * Reads the `settings` global (server side, all fields, not cached) and fills in the
 * defaults of `defaults.ts`: the one place that decides what an unset setting means.
 */
export async function getSettings(payload: Payload): Promise<SiteSettings> {
  const s = await payload.findGlobal({
    slug: 'settings',
    ...asServer('Server-side read of the settings global, admin-only fields included.'),
    depth: 0,
  })
  const siteName = s.siteName || DEFAULT_SITE_NAME
  return {
    teamSeatPriceCents: s.teamSeatPriceCents ?? null,
    siteName,
    supportEmail: s.supportEmail || DEFAULT_SUPPORT_EMAIL,
    operatorName: s.operatorName?.trim() || null,
    operatorAddress: s.operatorAddress?.trim() || null,
    socialLinks: (s.socialLinks ?? [])
      .filter((l) => /^https?:\/\//.test(l.url))
      .map((l) => ({ network: l.network, url: l.url })),
    cmeProvider: s.cmeProvider || siteName,
    cmeRecognitionStatement: s.cmeRecognitionStatement || DEFAULT_RECOGNITION_STATEMENT,
    indexMachineTranslations: s.indexMachineTranslations === true,
  }
}
