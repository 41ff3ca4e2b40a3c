import type { Field, GlobalConfig, UIField } from 'payload'

import { anyone, hiddenUnlessAdmin, isAdmin, isAdminField } from '../access'
import { revalidateTags } from '@/lib/cache/revalidate'
import { CACHE_TAGS } from '@/lib/cache/tags'
import { DEFAULT_BATCH_SIZE, DEFAULT_MAILS_PER_SECOND } from '@/lib/newsletter/issues/constants'
import {
  DEFAULT_AI_MODEL,
  DEFAULT_RECOGNITION_STATEMENT,
  DEFAULT_SITE_NAME,
  DEFAULT_SPEECH_MODEL,
  DEFAULT_SPEECH_VOICE,
  DEFAULT_SUPPORT_EMAIL,
} from '@/lib/settings/defaults'

import { secretField } from '../fields/secretField'

/** Provider options (URLs, models, voice, switch): admins only, like the keys they go with. */
const adminOnly = { read: isAdminField, update: isAdminField }

/** A provider base URL entered in the studio must be https (keys travel to it). */
const httpsOnly = (value: unknown): true | string =>
  !value ||
  (typeof value === 'string' && /^https:\/\/[^\s]+$/.test(value.trim())) ||
  'Bitte eine https://-Adresse eingeben'

/** An OpenAI-compatible base URL setting (admins only, https). */
function providerUrlField(
  name: string,
  label: { de: string; en: string },
  empty: { de: string; en: string },
): Field {
  return {
    name,
    type: 'text',
    access: adminOnly,
    validate: httpsOnly,
    label,
    admin: { description: empty },
  }
}

/** Footer social networks; a link shows only when set. */
export const SOCIAL_NETWORKS = ['linkedin', 'instagram', 'facebook', 'youtube', 'x'] as const

/** A "Verbindung testen" button for one provider (no stored value). */
function connectionTestField(provider: 'deepl' | 'ai' | 'speech'): UIField {
  return {
    name: `${provider}ConnectionTest`,
    type: 'ui',
    label: { de: 'Verbindung testen', en: 'Test connection' },
    admin: {
      custom: { provider },
      components: { Field: '/components/studio/ConnectionTest.client#ConnectionTest' },
    },
  }
}

/** Each network's own spelling of its name. */
const SOCIAL_NETWORK_NAMES: Record<(typeof SOCIAL_NETWORKS)[number], string> = {
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  facebook: 'Facebook',
  youtube: 'YouTube',
  x: 'X',
}

/**
 * Site settings (studio: Einstellungen). Everyone reads the
 * public parts (product name, operator, support address, social links); the provider keys
 * are encrypted at rest and readable by admins only, masked. Only admins change settings.
 * An environment variable of the same purpose overrides a stored key (see
 * `src/lib/settings/providers.ts`).
 */
export const Settings: GlobalConfig = {
  slug: 'settings',
  label: { de: 'Einstellungen', en: 'Settings' },
  admin: { group: { de: 'Einstellungen', en: 'Settings' }, hidden: hiddenUnlessAdmin },
  access: { read: anyone, update: isAdmin },
  hooks: { afterChange: [({ doc }) => (revalidateTags([CACHE_TAGS.settings]), doc)] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: { de: 'Allgemein', en: 'General' },
          fields: [
            {
              name: 'siteName',
              type: 'text',
              required: true,
              defaultValue: DEFAULT_SITE_NAME,
              label: { de: 'Produktname', en: 'Product name' },
            },
            {
              name: 'supportEmail',
              type: 'email',
              required: true,
              defaultValue: DEFAULT_SUPPORT_EMAIL,
              label: { de: 'Support-E-Mail', en: 'Support email' },
            },
            {
              name: 'operatorName',
              type: 'text',
              label: { de: 'Betreiber (Firma)', en: 'Operator (company)' },
            },
            {
              name: 'operatorAddress',
              type: 'textarea',
              label: { de: 'Anschrift des Betreibers', en: 'Operator address' },
            },
            {
              name: 'socialLinks',
              type: 'array',
              label: { de: 'Social-Media-Links (Footer)', en: 'Social links (footer)' },
              maxRows: SOCIAL_NETWORKS.length,
              fields: [
                {
                  name: 'network',
                  label: { de: 'Netzwerk', en: 'Network' },
                  type: 'select',
                  required: true,
                  options: SOCIAL_NETWORKS.map((n) => ({
                    label: SOCIAL_NETWORK_NAMES[n],
                    value: n,
                  })),
                },
                { name: 'url', label: { de: 'URL', en: 'URL' }, type: 'text', required: true },
              ],
            },
          ],
        },
        {
          label: { de: 'Mitgliedschaft', en: 'Membership' },
          fields: [
            {
              name: 'teamSeatPriceCents',
              type: 'number',
              min: 100,
              max: 1_000_000,
              label: {
                de: 'Preis je Teamplatz und Jahr (Cent)',
                en: 'Price per team seat and year (cents)',
              },
              admin: {
                description:
                  'Leer: wie die Einzelmitgliedschaft (30000 Cent = 300 €). Gilt für neue Team-Abos; bestehende Abos behalten ihren Preis.',
                step: 100,
              },
              validate: (value: number | null | undefined) =>
                value == null || Number.isInteger(value) ? true : 'Bitte ganze Cent angeben.',
            },
          ],
        },
        {
          label: { de: 'Übersetzung & KI', en: 'Translation & AI' },
          fields: [
            secretField(
              'translationApiKey',
              { de: 'DeepL-API-Schlüssel', en: 'DeepL API key' },
              { envVar: 'DEEPL_API_KEY' },
            ),
            connectionTestField('deepl'),
            secretField(
              'aiApiKey',
              { de: 'KI-API-Schlüssel', en: 'AI API key' },
              { envVar: 'AI_API_KEY' },
            ),
            providerUrlField(
              'aiBaseUrl',
              { de: 'KI-Basis-URL (OpenAI-kompatibel)', en: 'AI base URL (OpenAI-compatible)' },
              { de: 'Leer = https://api.openai.com/v1', en: 'Empty = https://api.openai.com/v1' },
            ),
            {
              name: 'aiModel',
              type: 'text',
              access: adminOnly,
              defaultValue: DEFAULT_AI_MODEL,
              label: { de: 'KI-Modell', en: 'AI model' },
            },
            connectionTestField('ai'),
            {
              // docs/i18n.md, "Search engines and machine translations".
              name: 'indexMachineTranslations',
              type: 'checkbox',
              defaultValue: false,
              label: {
                de: 'Ungeprüfte maschinelle Übersetzungen von Suchmaschinen indexieren lassen',
                en: 'Let search engines index unreviewed machine translations',
              },
              admin: {
                description:
                  'Aus (empfohlen): Ungeprüfte maschinelle Übersetzungen erhalten „noindex“ und fehlen in Sitemap und hreflang-Angaben, bis sie geprüft sind.',
              },
            },
          ],
        },
        {
          label: 'Audio',
          fields: [
            secretField(
              'speechApiKey',
              { de: 'Sprach-API-Schlüssel', en: 'Speech API key' },
              { envVar: 'SPEECH_API_KEY' },
            ),
            providerUrlField(
              'speechBaseUrl',
              {
                de: 'Sprach-API-Basis-URL (OpenAI-kompatibel)',
                en: 'Speech base URL (OpenAI-compatible)',
              },
              {
                de: 'Leer = KI-Basis-URL (nur wenn auch der KI-Schlüssel hier steht)',
                en: 'Empty = AI base URL',
              },
            ),
            {
              name: 'speechModel',
              type: 'text',
              access: adminOnly,
              defaultValue: DEFAULT_SPEECH_MODEL,
              label: { de: 'Sprachmodell', en: 'Speech model' },
            },
            {
              name: 'speechVoice',
              type: 'text',
              access: adminOnly,
              defaultValue: DEFAULT_SPEECH_VOICE,
              label: { de: 'Stimme', en: 'Voice' },
            },
            connectionTestField('speech'),
            {
              name: 'autoAudio',
              type: 'checkbox',
              access: adminOnly,
              defaultValue: false,
              label: {
                de: 'Audio beim Veröffentlichen automatisch erzeugen',
                en: 'Generate audio automatically on publish',
              },
            },
          ],
        },
        {
          label: { de: 'Newsletter', en: 'Newsletter' },
          fields: [
            {
              name: 'newsletterBatchSize',
              type: 'number',
              min: 1,
              max: 1000,
              defaultValue: DEFAULT_BATCH_SIZE,
              label: { de: 'Empfänger je Stapel', en: 'Recipients per batch' },
              admin: {
                description:
                  'So viele Zustellungen schreibt der Versand auf einmal fest, bevor er weitermacht.',
              },
            },
            {
              name: 'newsletterMailsPerSecond',
              type: 'number',
              min: 0.1,
              max: 1000,
              defaultValue: DEFAULT_MAILS_PER_SECOND,
              label: { de: 'E-Mails pro Sekunde (höchstens)', en: 'Mails per second (at most)' },
            },
            {
              name: 'newsletterDigestAutoSend',
              type: 'checkbox',
              defaultValue: false,
              label: {
                de: 'Wochenübersicht automatisch versenden',
                en: 'Send the weekly digest automatically',
              },
              admin: {
                description:
                  'Aus: Die Wochenübersicht wird jede Woche als Entwurf angelegt und wartet auf die Redaktion.',
              },
            },
          ],
        },
        {
          label: 'CME',
          fields: [
            {
              name: 'cmeProvider',
              type: 'text',
              defaultValue: DEFAULT_SITE_NAME,
              label: { de: 'CME-Anbieter (Zertifikat)', en: 'CME provider (certificate)' },
            },
            {
              name: 'cmeRecognitionStatement',
              type: 'textarea',
              defaultValue: DEFAULT_RECOGNITION_STATEMENT,
              label: {
                de: 'Anerkennungshinweis (Zertifikat)',
                en: 'Recognition statement (certificate)',
              },
            },
          ],
        },
      ],
    },
  ],
}
