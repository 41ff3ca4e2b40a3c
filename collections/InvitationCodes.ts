import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { generateInvitationCode, normalizeInvitationCode } from '@/lib/invitations/code'

import { isAdmin, hiddenUnlessAdmin } from './access'

/** New codes get a random value when left empty; codes are stored upper-case; `createdBy` is the admin. */
const prepareCode: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  data.code = data.code ? normalizeInvitationCode(String(data.code)) : generateInvitationCode()
  if (operation === 'create' && req.user) data.createdBy = req.user.id
  return data
}

/**
 * Invitation codes (DESIGN §3): dentists sign up only with one. Admins manage them in the
 * studio; `uses` is counted by `redeemInvitationCode`, never typed by hand.
 */
export const InvitationCodes: CollectionConfig = {
  slug: 'invitation-codes',
  labels: {
    singular: { de: 'Einladungscode', en: 'Invitation code' },
    plural: { de: 'Einladungscodes', en: 'Invitation codes' },
  },
  admin: {
    useAsTitle: 'code',
    defaultColumns: ['code', 'uses', 'maxUses', 'expiresAt', 'note'],
    group: { de: 'Einstellungen', en: 'Settings' },
    hidden: hiddenUnlessAdmin,
  },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: { beforeChange: [prepareCode] },
  fields: [
    {
      name: 'code',
      type: 'text',
      unique: true,
      index: true,
      admin: { description: 'Leer lassen für einen zufälligen Code.' },
    },
    { name: 'note', type: 'text', label: { de: 'Notiz', en: 'Note' } },
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
    { name: 'expiresAt', type: 'date', label: { de: 'Gültig bis', en: 'Expires at' } },
    { name: 'createdBy', type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
  ],
}
