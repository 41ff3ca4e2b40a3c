import type { CollectionConfig, FieldHook } from 'payload'

import {
  NEWSLETTER_AUDIENCES,
  NEWSLETTER_SOURCES,
  NEWSLETTER_STATUSES,
  NEWSLETTER_SUBSCRIBERS,
} from '@/lib/newsletter/constants'

import { hiddenUnlessAdmin, isAdmin, nobody } from './access'
import { germanDateField } from './fields/germanDate'
import { languageField } from './fields/languageField'

/** Addresses are stored trimmed and lower-cased, so one mailbox has one subscription. */
const normalizeEmail: FieldHook = ({ value }) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value

/**
 * Newsletter subscribers: a double-opt-in list in our own
 * database. `consentAt` and `consentIpHash` are the proof of consent (when the
 * confirmation was made, and a keyed hash of the IP it came from, never the address);
 * `requestedAt` starts the 7-day validity of the confirmation link. Only hashes of
 * confirmation tokens are stored (hidden from every API); unsubscribe links are signed,
 * not stored (`src/lib/newsletter/tokens.ts`).
 *
 * Access: only admins list, read, filter, export (`/api/admin/newsletter-subscribers/export`)
 * and delete — the list is personal data, so reading it is as restricted as exporting it
 * (editors neither); nobody creates or updates through Payload's API — the product routes
 * under `/api/newsletter/*` write with `asServer`.
 */
export const NewsletterSubscribers: CollectionConfig = {
  slug: NEWSLETTER_SUBSCRIBERS,
  labels: {
    singular: { de: 'Newsletter-Abonnent', en: 'Newsletter subscriber' },
    plural: { de: 'Newsletter-Abonnenten', en: 'Newsletter subscribers' },
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'status', 'locale', 'source', 'consentAt', 'requestedAt'],
    listSearchableFields: ['email'],
    group: { de: 'Einstellungen', en: 'Settings' },
    hidden: hiddenUnlessAdmin,
    components: {
      beforeListTable: ['/components/studio/NewsletterExport.client#NewsletterExport'],
    },
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  defaultSort: '-requestedAt',
  fields: [
    {
      name: 'email',
      type: 'email',
      required: true,
      unique: true,
      index: true,
      label: { de: 'E-Mail', en: 'Email' },
      hooks: { beforeValidate: [normalizeEmail] },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: NEWSLETTER_STATUSES.map((value) => ({
        value,
        label: {
          pending: { de: 'Unbestätigt', en: 'Pending' },
          confirmed: { de: 'Bestätigt', en: 'Confirmed' },
          unsubscribed: { de: 'Abgemeldet', en: 'Unsubscribed' },
          bounced: { de: 'Unzustellbar', en: 'Bounced' },
        }[value],
      })),
      label: { de: 'Status', en: 'Status' },
    },
    {
      name: 'audience',
      type: 'select',
      index: true,
      options: NEWSLETTER_AUDIENCES.map((value) => ({
        value,
        label: {
          doctor: { de: 'Zahnärzte', en: 'Dentists' },
          patient: { de: 'Patienten', en: 'Patients' },
        }[value],
      })),
      label: { de: 'Zielgruppe', en: 'Audience' },
      admin: { description: 'Welchen Newsletter diese Adresse erhält (leer: Zahnärzte).' },
    },
    germanDateField({
      name: 'bouncedAt',
      label: { de: 'Unzustellbar seit', en: 'Bounced at' },
      admin: { description: 'Der Mailserver hat die Adresse dauerhaft abgewiesen (5xx).' },
    }),
    {
      name: 'bounceReason',
      type: 'text',
      label: { de: 'Antwort des Mailservers', en: 'Mail server answer' },
    },
    languageField({
      name: 'locale',
      required: true,
      index: true,
      admin: { description: 'Sprache der Newsletter-E-Mails' },
    }),
    {
      name: 'source',
      type: 'select',
      index: true,
      options: NEWSLETTER_SOURCES.map((value) => ({
        value,
        label: {
          sidebar: { de: 'Artikel-Seitenleiste', en: 'Article sidebar' },
          'stay-updated': { de: 'Startseite (Stay Updated)', en: 'Home (Stay Updated)' },
          footer: { de: 'Fußzeile', en: 'Footer' },
          account: { de: 'Konto (Mitglied)', en: 'Account (member)' },
          import: { de: 'Import (Ghost-Mitglieder)', en: 'Import (Ghost members)' },
        }[value],
      })),
      label: { de: 'Quelle', en: 'Source' },
    },
    germanDateField({
      name: 'requestedAt',
      required: true,
      label: { de: 'Angefordert am', en: 'Requested at' },
      admin: {
        description:
          'Letzte Anmeldung über ein Formular; der Bestätigungslink gilt 7 Tage ab hier.',
      },
    }),
    germanDateField({
      name: 'consentAt',
      label: { de: 'Einwilligung am', en: 'Consent at' },
      admin: {
        description: 'Zeitpunkt der Bestätigung (Double-Opt-in): Nachweis der Einwilligung.',
      },
    }),
    {
      name: 'consentIpHash',
      type: 'text',
      label: { de: 'IP-Hash der Einwilligung', en: 'Consent IP hash' },
      admin: {
        description:
          'HMAC-SHA256 der IP-Adresse bei der Bestätigung (mit Server-Schlüssel); die Adresse selbst wird nicht gespeichert.',
      },
    },
    // Consent to measuring is separate from the newsletter consent (docs/security.md,
    // "Newsletter measuring"): the sign-up form's unticked box only asks for it; it counts
    // once the subscription is confirmed, and the unsubscribe page gives or withdraws it.
    {
      name: 'trackingRequested',
      type: 'checkbox',
      defaultValue: false,
      label: {
        de: 'Zählung bei der Anmeldung erbeten',
        en: 'Measuring asked for at sign-up',
      },
      admin: {
        description:
          'Das Kästchen „Öffnungen und Klicks dürfen gezählt werden“ war beim letzten Formular angekreuzt; gilt erst nach der Bestätigung.',
      },
    },
    germanDateField({
      name: 'trackingConsentAt',
      label: { de: 'Einwilligung in die Zählung am', en: 'Measuring consent at' },
      admin: {
        description:
          'Seit wann Öffnungen und Klicks dieser Adresse gezählt werden dürfen (leer: nein). Jederzeit widerrufbar.',
      },
    }),
    germanDateField({
      name: 'unsubscribedAt',
      label: { de: 'Abgemeldet am', en: 'Unsubscribed at' },
    }),
    // SHA-256 of the newest confirmation token; cleared once used or revoked. Never in an API answer.
    {
      name: 'confirmTokenHash',
      label: { de: 'Bestätigungs-Token-Hash', en: 'Confirmation token hash' },
      type: 'text',
      unique: true,
      index: true,
      hidden: true,
    },
  ],
}
