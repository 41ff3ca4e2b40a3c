import type { CollectionConfig, Validate } from 'payload'

import { NEWSLETTER_AUDIENCES } from '@/lib/newsletter/constants'
import {
  ISSUE_STATUS_LABELS,
  NEWSLETTER_ISSUE_STATUSES,
  NEWSLETTER_KINDS,
  NEWSLETTERS,
} from '@/lib/newsletter/issues/constants'
import { asServer } from '@/lib/payload/readAs'

import { isStaff, serverWritten } from './access'
import { germanDateField } from './fields/germanDate'

const counter = (name: string, de: string, en: string) => ({
  name,
  type: 'number' as const,
  defaultValue: 0,
  label: { de, en },
  access: serverWritten,
  admin: { readOnly: true, position: 'sidebar' as const },
})

/** Only published articles can go into an issue (readers would find a draft's link dead). */
const publishedArticlesOnly: Validate = async (value, { req }) => {
  const ids = (Array.isArray(value) ? value : [])
    .map((v) => (typeof v === 'object' && v ? (v as { id: number }).id : v))
    .filter((v): v is number => typeof v === 'number')
  if (!ids.length) return true
  const { totalDocs } = await req.payload.count({
    collection: 'articles',
    where: { and: [{ id: { in: ids } }, { _status: { equals: 'published' } }] },
    ...asServer('Validation counts published articles only; the server checks them as itself.'),
  })
  return totalDocs === new Set(ids).size || 'Nur veröffentlichte Artikel können in den Newsletter.'
}

/**
 * Newsletter issues and weekly digests (studio group "Newsletter"): subject and preheader
 * per language (German is the original; other languages fall back to it), audience
 * (dentists or patients), the articles in order, and the state of the send with its
 * counters. Editors and admins read and write drafts, and both may send an issue to every
 * confirmed subscriber of its audience (an editorial decision, like publishing; the studio's
 * send button says so). Status, counters and times are written by the send job only
 * (`src/lib/newsletter/issues/send.ts`, started by the studio actions and
 * `/api/admin/newsletters/{id}/send`): through REST, GraphQL or the form they are
 * `serverWritten`, so the record always shows what was sent.
 */
export const Newsletters: CollectionConfig = {
  slug: NEWSLETTERS,
  labels: {
    singular: { de: 'Newsletter-Ausgabe', en: 'Newsletter issue' },
    plural: { de: 'Newsletter-Ausgaben', en: 'Newsletter issues' },
  },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'audience', 'kind', 'status', 'sent', 'sentAt'],
    group: { de: 'Newsletter', en: 'Newsletter' },
  },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'subject',
      type: 'text',
      required: true,
      localized: true,
      maxLength: 200,
      label: { de: 'Betreff', en: 'Subject' },
    },
    {
      name: 'preheader',
      type: 'text',
      localized: true,
      maxLength: 200,
      label: { de: 'Vorschautext', en: 'Preheader' },
      admin: { description: 'Die Zeile, die Postfächer neben dem Betreff zeigen.' },
    },
    {
      name: 'audience',
      type: 'select',
      required: true,
      defaultValue: 'doctor',
      options: NEWSLETTER_AUDIENCES.map((value) => ({
        value,
        label: {
          doctor: { de: 'Zahnärzte', en: 'Dentists' },
          patient: { de: 'Patienten', en: 'Patients' },
        }[value],
      })),
      label: { de: 'Zielgruppe', en: 'Audience' },
    },
    {
      name: 'articles',
      type: 'relationship',
      relationTo: 'articles',
      hasMany: true,
      filterOptions: { _status: { equals: 'published' } },
      validate: publishedArticlesOnly,
      label: { de: 'Artikel', en: 'Articles' },
      admin: { description: 'In dieser Reihenfolge im Newsletter; nur veröffentlichte Artikel.' },
    },
    {
      // The mail as readers get it, across the main column (desktop and phone width).
      name: 'preview',
      type: 'ui',
      label: { de: 'Vorschau', en: 'Preview' },
      admin: {
        components: { Field: '/components/studio/NewsletterPreview.client#NewsletterPreview' },
      },
    },
    {
      name: 'missingLanguages',
      type: 'select',
      defaultValue: 'skip',
      options: [
        { value: 'skip', label: { de: 'Nicht senden', en: 'Do not send' } },
        {
          value: 'german',
          label: { de: 'Mit deutschem Betreff senden', en: 'Send with German subject' },
        },
      ],
      label: {
        de: 'Sprachen ohne eigenen Betreff',
        en: 'Languages without their own subject',
      },
      admin: {
        position: 'sidebar',
        description:
          'Abonnenten einer Sprache, für die diese Ausgabe keinen Betreff hat, erhalten sie nicht oder mit dem deutschen Betreff.',
      },
    },
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'issue',
      options: NEWSLETTER_KINDS.map((value) => ({
        value,
        label: {
          issue: { de: 'Ausgabe', en: 'Issue' },
          digest: { de: 'Wochenübersicht', en: 'Weekly digest' },
        }[value],
      })),
      label: { de: 'Art', en: 'Kind' },
      admin: { position: 'sidebar' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'draft',
      index: true,
      options: NEWSLETTER_ISSUE_STATUSES.map((value) => ({
        value,
        label: ISSUE_STATUS_LABELS[value],
      })),
      label: { de: 'Status', en: 'Status' },
      access: serverWritten,
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'sendActions',
      type: 'ui',
      label: { de: 'Versand', en: 'Sending' },
      admin: {
        position: 'sidebar',
        components: { Field: '/components/studio/NewsletterActions.client#NewsletterActions' },
      },
    },
    germanDateField({
      name: 'scheduledAt',
      label: { de: 'Geplant für', en: 'Scheduled for' },
      access: serverWritten,
      admin: { readOnly: true, position: 'sidebar' },
    }),
    counter('recipients', 'Empfänger', 'Recipients'),
    counter('sent', 'Versendet', 'Sent'),
    counter('failed', 'Fehlgeschlagen', 'Failed'),
    germanDateField({
      name: 'sentAt',
      label: { de: 'Versendet am', en: 'Sent at' },
      access: serverWritten,
      admin: { readOnly: true, position: 'sidebar' },
    }),
  ],
  timestamps: true,
}
