import type { CollectionConfig } from 'payload'

import { KZV_KEYS, KZVS, PRACTICE_KINDS } from '@/lib/practices/vocabulary'

import { serverWritten } from '../access'
import {
  dentistsOnly,
  managerOfPractice,
  memberOfPractice,
  ownerOfPractice,
} from '../access/practices'
import { addressFields } from './addressFields'
import { seatFields } from './seatFields'
import { founderBecomesOwner } from './hooks/founderBecomesOwner'
import { removeMembersAndInvitations } from './hooks/removeMembersAndInvitations'

const KIND_LABELS = {
  praxis: { de: 'Praxis', en: 'Practice' },
  mvz: { de: 'MVZ', en: 'Medical care centre (MVZ)' },
  bag: { de: 'Berufsausübungsgemeinschaft', en: 'Joint practice (BAG)' },
} as const

/**
 * A dental practice (single practice, MVZ or Berufsausübungsgemeinschaft) that employs
 * dentists and keeps their CME proof under § 95d (5) SGB V (docs/product.md,
 * "Practices"). Its founder is the owner; owners and managers edit it, only the owner (and
 * admins) delete it, which removes its members and invitations with it.
 */
export const Practices: CollectionConfig = {
  slug: 'practices',
  labels: {
    singular: { de: 'Praxis', en: 'Practice' },
    plural: { de: 'Praxen', en: 'Practices' },
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'kind', 'city', 'kzv', 'seats'],
    group: { de: 'Praxen', en: 'Practices' },
  },
  access: {
    read: memberOfPractice,
    create: dentistsOnly,
    update: managerOfPractice,
    delete: ownerOfPractice,
  },
  hooks: { afterChange: [founderBecomesOwner], beforeDelete: [removeMembersAndInvitations] },
  fields: [
    {
      name: 'name',
      label: { de: 'Name', en: 'Name' },
      type: 'text',
      required: true,
      maxLength: 200,
    },
    {
      name: 'kind',
      label: { de: 'Art', en: 'Kind' },
      type: 'select',
      required: true,
      defaultValue: 'praxis',
      options: PRACTICE_KINDS.map((value) => ({ value, label: KIND_LABELS[value] })),
    },
    ...addressFields(),
    {
      name: 'kzv',
      label: { de: 'Zuständige KZV', en: 'KZV' },
      type: 'select',
      required: true,
      options: KZV_KEYS.map((value) => ({ value, label: KZVS[value] })),
    },
    {
      name: 'sites',
      label: { de: 'Weitere Standorte', en: 'Further sites' },
      type: 'array',
      maxRows: 50,
      fields: [
        { name: 'name', label: { de: 'Bezeichnung', en: 'Name' }, type: 'text', maxLength: 200 },
        ...addressFields(),
      ],
    },
    {
      name: 'digestMails',
      label: {
        de: 'Monatliche Übersicht, solange jemand Gelb oder Rot ist',
        en: 'Monthly overview while anyone is amber or red',
      },
      type: 'checkbox',
      defaultValue: true,
    },
    {
      name: 'deadlineMails',
      label: {
        de: 'Hinweis drei Monate vor einem Fristende mit fehlenden Punkten',
        en: 'Notice three months before a deadline with points missing',
      },
      type: 'checkbox',
      defaultValue: true,
    },
    {
      name: 'digestSentAt',
      label: { de: 'Letzte Übersicht gesendet', en: 'Last overview sent' },
      type: 'date',
      access: serverWritten,
      admin: { readOnly: true, position: 'sidebar' },
    },
    ...seatFields,
    {
      name: 'createdBy',
      label: { de: 'Gegründet von', en: 'Founded by' },
      type: 'relationship',
      relationTo: 'users',
      access: serverWritten,
      admin: { readOnly: true, position: 'sidebar' },
    },
  ],
}
