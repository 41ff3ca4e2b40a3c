import type { CollectionConfig } from 'payload'

import { isAdminField, nobody, serverWritten } from './access'
import { invitationsOfManagedPractice } from './access/practices'

const STATUS_LABELS = {
  pending: { de: 'Offen', en: 'Pending' },
  accepted: { de: 'Angenommen', en: 'Accepted' },
  withdrawn: { de: 'Zurückgezogen', en: 'Withdrawn' },
} as const

/**
 * A practice's invitation of an employed dentist by e-mail address. It is an invitation
 * code bound to that address (`invitationCode`, single use, 14 days), so a dentist without
 * an account signs up with it; one with an account accepts it after signing in. Written
 * only by the server (inviting, accepting, withdrawing, resending); owners and managers of
 * the practice and admins read it. The code itself is visible to admins only.
 */
export const PracticeInvitations: CollectionConfig = {
  slug: 'practice-invitations',
  labels: {
    singular: { de: 'Praxiseinladung', en: 'Practice invitation' },
    plural: { de: 'Praxiseinladungen', en: 'Practice invitations' },
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'practice', 'status', 'expiresAt'],
    group: { de: 'Praxen', en: 'Practices' },
  },
  access: {
    read: invitationsOfManagedPractice,
    create: nobody,
    update: nobody,
    delete: nobody,
  },
  fields: [
    {
      name: 'supportResend',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: {
          Field: '/components/studio/PracticeInvitationResend.client#PracticeInvitationResend',
        },
      },
    },
    {
      name: 'practice',
      label: { de: 'Praxis', en: 'Practice' },
      type: 'relationship',
      relationTo: 'practices',
      required: true,
      index: true,
    },
    {
      name: 'email',
      label: { de: 'E-Mail-Adresse', en: 'Email' },
      type: 'email',
      required: true,
      index: true,
    },
    {
      name: 'status',
      label: { de: 'Status', en: 'Status' },
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: (['pending', 'accepted', 'withdrawn'] as const).map((value) => ({
        value,
        label: STATUS_LABELS[value],
      })),
    },
    {
      name: 'expiresAt',
      label: { de: 'Gültig bis', en: 'Expires' },
      type: 'date',
      required: true,
    },
    {
      name: 'invitationCode',
      label: { de: 'Einladungscode', en: 'Invitation code' },
      type: 'relationship',
      relationTo: 'invitation-codes',
      required: true,
      access: { read: isAdminField, ...serverWritten },
    },
    {
      name: 'invitedBy',
      label: { de: 'Eingeladen von', en: 'Invited by' },
      type: 'relationship',
      relationTo: 'users',
    },
  ],
}
