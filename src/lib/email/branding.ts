import type { Payload } from 'payload'

import { getSettings } from '@/lib/settings/read'

/** What every email signs with: the product name and the support address. */
export type EmailBranding = { siteName: string; supportEmail: string }

/** Reads the product name and support address from the `settings` global (defaults when unset). */
export async function emailBranding(payload: Payload): Promise<EmailBranding> {
  const { siteName, supportEmail } = await getSettings(payload)
  return { siteName, supportEmail }
}
