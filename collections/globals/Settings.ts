import type { GlobalConfig } from 'payload'

import { anyone, isAdmin } from '../access'

/** Product name used when the settings were never saved. */
export const DEFAULT_SITE_NAME = 'Dentaljournal'
/** Support address used when the settings were never saved. */
export const DEFAULT_SUPPORT_EMAIL = 'support@dentaljournal.example'

/**
 * Site settings (DESIGN §9 "Einstellungen"): the product name and the support address
 * that every email signs with. Readable by everyone (both appear on public pages and in
 * mail); only admins change them.
 */
export const Settings: GlobalConfig = {
  slug: 'settings',
  label: { de: 'Einstellungen', en: 'Settings' },
  admin: { group: { de: 'Einstellungen', en: 'Settings' } },
  access: { read: anyone, update: isAdmin },
  fields: [
    { name: 'siteName', type: 'text', required: true, defaultValue: DEFAULT_SITE_NAME, label: { de: 'Produktname', en: 'Product name' } },
    { name: 'supportEmail', type: 'email', required: true, defaultValue: DEFAULT_SUPPORT_EMAIL, label: { de: 'Support-E-Mail', en: 'Support email' } },
  ],
}
