import type { CollectionConfig } from 'payload'

import {
  INVITATION_REQUEST_STATUS_LABELS,
  INVITATION_REQUEST_STATUSES,
  INVITATION_REQUESTS,
} from '@/lib/invitations/requests'

import { hiddenUnlessAdmin, isAdmin, nobody } from './access'
import { germanDateField } from './fields/germanDate'
import { languageField } from './fields/languageField'

const readOnly = { readOnly: true }

/**
 * Invitation requests: dentists without an invitation code ask for one on `/sign-up`
 * (`POST /api/auth/invitation-requests`, stored with `asServer`). Administrators
 * list and filter them under Einstellungen → Einladungsanfragen and decide in the editor's
 * sidebar: approving creates a single-use code bound to the address and mails it, rejecting
 * records an optional reason (and mails it if chosen). Decisions go through
 * `/api/admin/invitation-requests/{id}/approve|reject` only, so nobody writes through
 * Payload's API; only admins read (personal data) and delete.
 */
export const InvitationRequests: CollectionConfig = {
  slug: INVITATION_REQUESTS,
  labels: {
    singular: { de: 'Einladungsanfrage', en: 'Invitation request' },
    plural: { de: 'Einladungsanfragen', en: 'Invitation requests' },
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'lastName', 'practice', 'city', 'status', 'createdAt'],
    listSearchableFields: ['email', 'lastName', 'practice', 'city'],
    group: { de: 'Einstellungen', en: 'Settings' },
    hidden: hiddenUnlessAdmin,
    components: {
      beforeListTable: [
        '/components/studio/InvitationRequestFilter.client#InvitationRequestFilter',
      ],
    },
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'review',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: {
          Field: '/components/studio/InvitationRequestReview.client#InvitationRequestReview',
        },
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'firstName',
          type: 'text',
          required: true,
          label: { de: 'Vorname', en: 'First name' },
        },
        {
          name: 'lastName',
          type: 'text',
          required: true,
          label: { de: 'Nachname', en: 'Last name' },
        },
      ],
    },
    {
      name: 'email',
      type: 'email',
      required: true,
      index: true,
      label: { de: 'E-Mail', en: 'Email' },
    },
    {
      type: 'row',
      fields: [
        { name: 'practice', type: 'text', required: true, label: { de: 'Praxis', en: 'Practice' } },
        { name: 'city', type: 'text', required: true, label: { de: 'Ort', en: 'City' } },
      ],
    },
    {
      name: 'licence',
      type: 'textarea',
      required: true,
      label: { de: 'Zahnärztekammer und Approbation', en: 'Dental chamber and licence' },
      admin: { description: 'Angaben der Anfragenden; bitte vor der Freigabe prüfen.' },
    },
    languageField({
      name: 'language',
      label: { de: 'Sprache', en: 'Language' },
      admin: { description: 'Sprache der E-Mails' },
    }),
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'open',
      index: true,
      options: INVITATION_REQUEST_STATUSES.map((value) => ({
        value,
        label: INVITATION_REQUEST_STATUS_LABELS[value],
      })),
      label: { de: 'Status', en: 'Status' },
      admin: { position: 'sidebar', ...readOnly },
    },
    germanDateField({
      name: 'consentAt',
      required: true,
      label: { de: 'Einwilligung am', en: 'Consent at' },
      admin: {
        ...readOnly,
        description: 'Zeitpunkt, zu dem die Einwilligung im Formular erteilt wurde.',
      },
    }),
    {
      name: 'reviewedBy',
      type: 'relationship',
      relationTo: 'users',
      label: { de: 'Geprüft von', en: 'Reviewed by' },
      admin: { position: 'sidebar', ...readOnly },
    },
    germanDateField({
      name: 'reviewedAt',
      label: { de: 'Geprüft am', en: 'Reviewed at' },
      admin: { position: 'sidebar', ...readOnly },
    }),
    {
      name: 'invitationCode',
      type: 'relationship',
      relationTo: 'invitation-codes',
      label: { de: 'Einladungscode', en: 'Invitation code' },
      admin: { position: 'sidebar', ...readOnly },
    },
    {
      name: 'rejectionReason',
      type: 'textarea',
      label: { de: 'Ablehnungsgrund', en: 'Reason for rejection' },
      admin: { ...readOnly, condition: (data) => data?.status === 'rejected' },
    },
  ],
  timestamps: true,
}
