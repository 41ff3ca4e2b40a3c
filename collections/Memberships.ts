import { ValidationError, type CollectionBeforeValidateHook, type CollectionConfig } from 'payload'

import type { Membership } from '@payload-types'
import { throughEndOfDay } from '@/lib/dates/germanDay'
import { hasActiveMembership, MEMBERSHIP_STATUSES } from '@/lib/membership/rule'

import { adminOrOwner, isAdmin, isStaffField, hiddenUnlessAdmin } from './access'
import { germanDateField } from './fields/germanDate'

/** The message at "Gültig bis" when a grant would already be over (German, as the studio). */
export const GRANT_IN_PAST_MESSAGE =
  '„Gültig bis“ liegt in der Vergangenheit: Diese Freischaltung würde keinen Premium-Zugang gewähren. Bitte ein Datum in der Zukunft eingeben.'

/** How the studio names each membership status (Stripe's words in German). */
const MEMBERSHIP_STATUS_LABELS: Record<
  (typeof MEMBERSHIP_STATUSES)[number],
  { de: string; en: string }
> = {
  active: { de: 'Aktiv', en: 'Active' },
  trialing: { de: 'Testphase', en: 'Trialing' },
  past_due: { de: 'Zahlung überfällig', en: 'Past due' },
  unpaid: { de: 'Unbezahlt', en: 'Unpaid' },
  canceled: { de: 'Gekündigt', en: 'Canceled' },
  incomplete: { de: 'Unvollständig', en: 'Incomplete' },
  incomplete_expired: { de: 'Unvollständig, abgelaufen', en: 'Incomplete, expired' },
  paused: { de: 'Pausiert', en: 'Paused' },
}

const time = (value: string | null | undefined) => (value ? new Date(value).getTime() : NaN)

/**
 * Whether a grant would claim access (a status that grants premium: active, trialing,
 * past_due) although its end is already past, so that it would grant nothing.
 */
function grantAlreadyOver(status: string | null | undefined, end: string | null | undefined) {
  if (!end || !hasActiveMembership([{ status, currentPeriodEnd: '9999-12-31T00:00:00.000Z' }]))
    return false
  return !hasActiveMembership([{ status, currentPeriodEnd: end }])
}

/**
 * Manual grants: source `manual`, the granting admin recorded, status `active` unless
 * chosen, and an end date that means what the admin typed: a day without a time lasts
 * until the end of that day (German time). A grant that claims access with an end already
 * past is refused when it is created or its end date or status changes (an expired grant
 * can still be annotated), with the German message as the error's text, so the studio's
 * notice says what is wrong, and at the field `currentPeriodEnd` for API callers. Stripe
 * mirrors (source `stripe`) are written as Stripe reports them.
 */
const prepareManualGrant: CollectionBeforeValidateHook<Membership> = ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (!data) return data
  if (operation === 'create' && !data.source) data.source = 'manual'
  if ((data.source ?? originalDoc?.source) !== 'manual') return data
  if (operation === 'create' && req.user) data.grantedBy = req.user.id as number
  if (operation === 'create') data.status ??= 'active'
  if (data.currentPeriodEnd) data.currentPeriodEnd = throughEndOfDay(data.currentPeriodEnd)

  const end = data.currentPeriodEnd ?? originalDoc?.currentPeriodEnd
  const status = data.status ?? originalDoc?.status
  const changed =
    !originalDoc ||
    time(end) !== time(originalDoc.currentPeriodEnd) ||
    status !== originalDoc.status
  if (changed && grantAlreadyOver(status, end)) {
    const error = new ValidationError({
      collection: 'memberships',
      errors: [{ path: 'currentPeriodEnd', message: GRANT_IN_PAST_MESSAGE }],
      req,
    })
    // Payload's own text would only name the field; the studio shows this one.
    error.message = GRANT_IN_PAST_MESSAGE
    throw error
  }
  return data
}

/**
 * Premium memberships (docs/product.md, "Membership"): a mirror of each Stripe subscription (source
 * `stripe`, written only by the webhook and checkout sync) and manual grants by admins
 * (source `manual`, end date required), and team seats a practice assigns to a dentist
 * (source `practice`, mirroring the practice's seat subscription; docs/product.md, "Team
 * seats"). `hasActiveMembership` reads them all. Members read
 * their own (without the internal `note`); only admins write.
 */
export const Memberships: CollectionConfig = {
  slug: 'memberships',
  labels: {
    singular: { de: 'Mitgliedschaft', en: 'Membership' },
    plural: { de: 'Mitgliedschaften', en: 'Memberships' },
  },
  admin: {
    useAsTitle: 'userEmail',
    defaultColumns: [
      'user',
      'status',
      'source',
      'currentPeriodEnd',
      'premiumNow',
      'cancelAtPeriodEnd',
    ],
    group: { de: 'Einstellungen', en: 'Settings' },
    hidden: hiddenUnlessAdmin,
  },
  access: { read: adminOrOwner, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: { beforeValidate: [prepareManualGrant] },
  fields: [
    {
      name: 'user',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      label: { de: 'Benutzer', en: 'User' },
    },
    // The studio's title: the member's e-mail, read through the relationship on every read
    // (no column, never out of date).
    {
      name: 'userEmail',
      label: { de: 'Mitglied (E-Mail)', en: 'Member (e-mail)' },
      type: 'text',
      virtual: 'user.email',
      admin: { hidden: true },
    },
    {
      name: 'status',
      label: { de: 'Status', en: 'Status' },
      type: 'select',
      defaultValue: 'active',
      options: MEMBERSHIP_STATUSES.map((value) => ({
        value,
        label: MEMBERSHIP_STATUS_LABELS[value],
      })),
      index: true,
    },
    {
      name: 'source',
      label: { de: 'Herkunft', en: 'Source' },
      type: 'select',
      defaultValue: 'manual',
      options: [
        { label: 'Stripe', value: 'stripe' },
        { label: { de: 'Manuell', en: 'Manual' }, value: 'manual' },
        { label: { de: 'Teamplatz einer Praxis', en: 'Practice team seat' }, value: 'practice' },
      ],
      admin: { readOnly: true },
    },
    {
      name: 'practice',
      label: { de: 'Teamplatz der Praxis', en: 'Team seat of practice' },
      type: 'relationship',
      relationTo: 'practices',
      index: true,
      admin: { readOnly: true, condition: (data) => data?.source === 'practice' },
    },
    germanDateField({
      name: 'currentPeriodEnd',
      required: true,
      label: { de: 'Gültig bis', en: 'Valid until' },
      admin: {
        description:
          'Ende der bezahlten Periode bzw. der manuellen Freischaltung, z. B. 31.12.2027. Ohne Uhrzeit gilt die Freischaltung bis zum Ende dieses Tages.',
      },
    }),
    {
      name: 'premiumNow',
      type: 'ui',
      label: { de: 'Premium jetzt', en: 'Premium now' },
      admin: {
        position: 'sidebar',
        components: {
          Field: '/components/studio/MembershipPremiumNow.client#PremiumNowField',
          Cell: '/components/studio/MembershipPremiumNow.client#PremiumNowCell',
        },
      },
    },
    {
      name: 'cancelAtPeriodEnd',
      type: 'checkbox',
      defaultValue: false,
      label: { de: 'Endet zum Periodenende', en: 'Cancels at period end' },
    },
    {
      name: 'stripeCustomerId',
      label: { de: 'Stripe-Kunden-ID', en: 'Stripe customer id' },
      type: 'text',
      index: true,
      admin: { readOnly: true },
    },
    {
      name: 'stripeSubscriptionId',
      label: { de: 'Stripe-Abo-ID', en: 'Stripe subscription id' },
      type: 'text',
      unique: true,
      index: true,
      admin: { readOnly: true },
    },
    {
      name: 'grantedBy',
      type: 'relationship',
      relationTo: 'users',
      admin: { readOnly: true },
      label: { de: 'Freigeschaltet von', en: 'Granted by' },
    },
    // Internal: members read their own membership through the API, but never this note.
    {
      name: 'note',
      type: 'textarea',
      label: { de: 'Notiz', en: 'Note' },
      access: { read: isStaffField },
      admin: { description: 'Interne Notiz; für das Mitglied nicht sichtbar.' },
    },
  ],
  timestamps: true,
}
