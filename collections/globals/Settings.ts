import type { GlobalConfig } from 'payload'

import { anyone, isAdmin } from '../access'

/** Product name used when the settings were never saved. */
export const DEFAULT_SITE_NAME = 'Dentaljournal'
/** Recognition statement printed on CME certificates until an admin edits it (issue 5). */
export const DEFAULT_RECOGNITION_STATEMENT =
  'Die Fortbildung entspricht den Leitsätzen und der Punktebewertung von BZÄK und DGZMK für die zahnärztliche Fortbildung (Kategorie C: interaktive Fortbildung mit erfolgreicher Lernerfolgskontrolle).'

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
    { name: 'cmeProvider', type: 'text', defaultValue: DEFAULT_SITE_NAME, label: { de: 'CME-Anbieter (Zertifikat)', en: 'CME provider (certificate)' } },
    {
      name: 'cmeRecognitionStatement',
      type: 'textarea',
      defaultValue: DEFAULT_RECOGNITION_STATEMENT,
      label: { de: 'Anerkennungshinweis (Zertifikat)', en: 'Recognition statement (certificate)' },
    },
    { name: 'supportEmail', type: 'email', required: true, defaultValue: DEFAULT_SUPPORT_EMAIL, label: { de: 'Support-E-Mail', en: 'Support email' } },
  ],
}
