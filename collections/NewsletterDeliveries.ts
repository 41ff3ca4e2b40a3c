import type { CollectionConfig } from 'payload'

import { NEWSLETTER_SUBSCRIBERS } from '@/lib/newsletter/constants'
import {
  DELIVERY_STATUSES,
  NEWSLETTER_DELIVERIES,
  NEWSLETTERS,
} from '@/lib/newsletter/issues/constants'

import { hiddenUnlessAdmin, isAdmin, nobody } from './access'
import { germanDateField } from './fields/germanDate'

/**
 * One row per newsletter issue and recipient: the send job's record of who has been mailed
 * (`src/lib/newsletter/issues/send.ts`). The pair (newsletter, subscriber) is unique, so a
 * resumed or retried send never mails anyone twice: the job creates all rows before the
 * first mail and then only works off `pending` (and, on a retry, `failed`) rows. Members
 * who opted in on their account page are subscribers too (source `account`), so they have
 * rows like everyone else.
 *
 * Access: personal data (addresses), so admins read; nobody writes through Payload's API.
 *
 * The migration `20261126_045402_newsletter_issues` creates both foreign keys with ON
 * DELETE CASCADE (Payload would write SET NULL): deleting a subscriber or an issue deletes
 * its rows. The schema snapshots (`migrations/*.json`) record SET NULL, as Payload
 * generates it, so `payload migrate:create` proposes no change; a migration that recreates
 * these keys must write CASCADE again.
 *
 * `subscriber` is empty only on rows anonymised by the retention run, 90 days after the
 * reader unsubscribed (`src/lib/retention/newsletterDeliveries.ts`): the link would tie the
 * issues received and their opens and clicks to the subscriber's row, which keeps the
 * address.
 */
export const NewsletterDeliveries: CollectionConfig = {
  slug: NEWSLETTER_DELIVERIES,
  labels: {
    singular: { de: 'Newsletter-Zustellung', en: 'Newsletter delivery' },
    plural: { de: 'Newsletter-Zustellungen', en: 'Newsletter deliveries' },
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'newsletter', 'locale', 'status', 'sentAt', 'error'],
    group: { de: 'Newsletter', en: 'Newsletter' },
    hidden: hiddenUnlessAdmin,
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['newsletter', 'subscriber'], unique: true }],
  fields: [
    {
      name: 'newsletter',
      type: 'relationship',
      relationTo: NEWSLETTERS,
      required: true,
      index: true,
      label: { de: 'Ausgabe', en: 'Issue' },
    },
    {
      name: 'subscriber',
      type: 'relationship',
      relationTo: NEWSLETTER_SUBSCRIBERS,
      label: { de: 'Abonnent', en: 'Subscriber' },
    },
    { name: 'email', type: 'email', required: true, label: { de: 'E-Mail', en: 'Email' } },
    { name: 'locale', type: 'text', required: true, label: { de: 'Sprache', en: 'Language' } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: DELIVERY_STATUSES.map((value) => ({
        value,
        label: {
          pending: { de: 'Wartend', en: 'Pending' },
          sent: { de: 'Versendet', en: 'Sent' },
          failed: { de: 'Fehlgeschlagen', en: 'Failed' },
          sending: { de: 'Wird zugestellt', en: 'Sending' },
          skipped: { de: 'Übersprungen', en: 'Skipped' },
        }[value],
      })),
      label: { de: 'Status', en: 'Status' },
    },
    { name: 'error', type: 'text', label: { de: 'Fehler', en: 'Error' } },
    germanDateField({ name: 'sentAt', label: { de: 'Versendet am', en: 'Sent at' } }),
    // Measuring (docs/security.md, "Newsletter measuring"): only a delivery whose
    // subscriber had consented when it was sent carries the pixel and counted links.
    {
      name: 'tracked',
      type: 'checkbox',
      defaultValue: false,
      label: { de: 'Mit Zählung versendet', en: 'Sent with measuring' },
    },
    germanDateField({
      name: 'openedAt',
      label: { de: 'Zuerst geöffnet am', en: 'First opened at' },
    }),
    germanDateField({
      name: 'clickedAt',
      label: { de: 'Zuerst geklickt am', en: 'First clicked at' },
    }),
    {
      name: 'clicks',
      type: 'number',
      defaultValue: 0,
      min: 0,
      label: { de: 'Klicks', en: 'Clicks' },
    },
  ],
  timestamps: true,
}
