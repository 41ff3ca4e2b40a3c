import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { throughEndOfDay } from '@/lib/dates/germanDay'
import { generateInvitationCode, normalizeInvitationCode } from '@/lib/invitations/code'

import { isAdmin, hiddenUnlessAdmin } from './access'
import { germanDateField } from './fields/germanDate'

/**
 * New codes get a random value when left empty; codes are stored upper-case, a bound
 * address lower-case; an expiry typed as a day without time lasts until the end of that
 * day (German time); `createdBy` is the admin.
 */
const prepareCode: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  data.code = data.code ? normalizeInvitationCode(String(data.code)) : generateInvitationCode()
  if (typeof data.email === 'string') data.email = data.email.trim().toLowerCase() || null
  if (data.expiresAt) data.expiresAt = throughEndOfDay(data.expiresAt)
  if (operation === 'create' && req.user) data.createdBy = req.user.id
  return data
}

/**
 * Invitation codes (docs/product.md, "Invitation codes"): dentists sign up only with one.
 * Admins manage them in the studio; `uses` is counted by `redeemInvitationCode`, never
 * typed by hand. A code with an `email` (a personal invitation, e.g. from an approved
 * invitation request) works only for that address; codes without one work for anyone.
 */
export const InvitationCodes: CollectionConfig = {
  slug: 'invitation-codes',
  labels: {
    singular: { de: 'Einladungscode', en: 'Invitation code' },
    plural: { de: 'Einladungscodes', en: 'Invitation codes' },
  },
  admin: {
    useAsTitle: 'code',
    defaultColumns: ['code', 'email', 'uses', 'maxUses', 'expiresAt', 'note'],
    group: { de: 'Einstellungen', en: 'Settings' },
    hidden: hiddenUnlessAdmin,
  },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: { beforeChange: [prepareCode] },
  fields: [
    {
      name: 'code',
      label: { de: 'Code', en: 'Code' },
      type: 'text',
      unique: true,
      index: true,
      admin: { description: 'Leer lassen für einen zufälligen Code.' },
    },
    { name: 'note', type: 'text', label: { de: 'Notiz', en: 'Note' } },
    {
      name: 'email',
      type: 'email',
      index: true,
      label: { de: 'Nur für E-Mail-Adresse', en: 'Only for email address' },
      admin: {
        description:
          'Optional: Der Code gilt dann nur für eine Registrierung mit dieser E-Mail-Adresse.',
      },
    },
    {
      name: 'maxUses',
      type: 'number',
      required: true,
      defaultValue: 1,
      min: 1,
      label: { de: 'Max. Verwendungen', en: 'Max uses' },
    },
    {
      name: 'uses',
      type: 'number',
      required: true,
      defaultValue: 0,
      min: 0,
      admin: { readOnly: true },
      label: { de: 'Verwendet', en: 'Uses' },
    },
    germanDateField({
      name: 'expiresAt',
      label: { de: 'Gültig bis', en: 'Expires at' },
      admin: { description: 'Ohne Uhrzeit gilt der Code bis zum Ende dieses Tages.' },
    }),
    {
      name: 'createdBy',
      label: { de: 'Erstellt von', en: 'Created by' },
      type: 'relationship',
      relationTo: 'users',
      admin: { readOnly: true },
    },
  ],
}
