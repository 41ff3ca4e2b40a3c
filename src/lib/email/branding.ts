import type { Payload } from 'payload'

import { DEFAULT_SITE_NAME, DEFAULT_SUPPORT_EMAIL } from '../../../collections/globals/Settings'

/** What every email signs with: the product name and the support address. */
export type EmailBranding = { siteName: string; supportEmail: string }

/** Reads the product name and support address from the `settings` global (defaults when unset). */
export async function emailBranding(payload: Payload): Promise<EmailBranding> {
  const settings = await payload.findGlobal({ slug: 'settings', overrideAccess: true, depth: 0 })
  return {
    siteName: settings.siteName || DEFAULT_SITE_NAME,
    supportEmail: settings.supportEmail || DEFAULT_SUPPORT_EMAIL,
  }
}
