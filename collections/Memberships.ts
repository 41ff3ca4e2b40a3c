import type { CollectionBeforeValidateHook, CollectionConfig } from 'payload'

import { MEMBERSHIP_STATUSES } from '@/lib/membership/rule'

import { adminOrOwner, isAdmin, isStaffField, hiddenUnlessAdmin } from './access'

/** Manual grants: source `manual`, the granting admin recorded, an end date required. */
const prepareManualGrant: CollectionBeforeValidateHook = ({ data, operation, req }) => {
  if (!data) return data
  if (operation === 'create' && !data.source) data.source = 'manual'
  if (data.source === 'manual') {
    if (operation === 'create' && req.user) data.grantedBy = req.user.id
    data.status ??= 'active'
  }
  return data
}

/**
 * Premium memberships (issue 4, DESIGN §6): a mirror of each Stripe subscription (source
 * `stripe`, written only by the webhook and checkout sync) and manual grants by admins
 * (source `manual`, end date required). `hasActiveMembership` reads them. Members read
 * their own (without the internal `note`); only admins write.
 */
export const Memberships: CollectionConfig = {
  slug: 'memberships',
  labels: {
    singular: { de: 'Mitgliedschaft', en: 'Membership' },
    plural: { de: 'Mitgliedschaften', en: 'Memberships' },
  },
  admin: {
    useAsTitle: 'stripeSubscriptionId',
    defaultColumns: ['user', 'status', 'source', 'currentPeriodEnd', 'cancelAtPeriodEnd'],
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
    {
      name: 'status',
      type: 'select',
      defaultValue: 'active',
      options: [...MEMBERSHIP_STATUSES],
      index: true,
    },
    {
      name: 'source',
      type: 'select',
      defaultValue: 'manual',
      options: [
        { label: 'Stripe', value: 'stripe' },
        { label: { de: 'Manuell', en: 'Manual' }, value: 'manual' },
      ],
      admin: { readOnly: true },
    },
    {
      name: 'currentPeriodEnd',
      type: 'date',
      required: true,
      label: { de: 'Gültig bis', en: 'Valid until' },
      admin: {
        date: { pickerAppearance: 'dayAndTime' },
        description: 'Ende der bezahlten Periode bzw. der manuellen Freischaltung',
      },
    },
    {
      name: 'cancelAtPeriodEnd',
      type: 'checkbox',
      defaultValue: false,
      label: { de: 'Endet zum Periodenende', en: 'Cancels at period end' },
    },
    { name: 'stripeCustomerId', type: 'text', index: true, admin: { readOnly: true } },
    {
      name: 'stripeSubscriptionId',
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
