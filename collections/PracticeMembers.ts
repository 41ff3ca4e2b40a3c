import type { CollectionConfig } from 'payload'

import { PRACTICE_ROLES, SHARING_LEVELS } from '@/lib/practices/vocabulary'

import { nobody, serverWritten } from './access'
import {
  leaveOrRemove,
  memberThemself,
  ownMemberRow,
  ownRowOrManagedPractice,
} from './access/practices'
import { userField } from './fields/userField'
import { endSeatOfLeavingMember } from './Practices/hooks/endSeatOfLeavingMember'

const ROLE_LABELS = {
  owner: { de: 'Inhaber/in', en: 'Owner' },
  manager: { de: 'Praxismanagement', en: 'Manager' },
  dentist: { de: 'Angestellte/r Zahnärzt/in', en: 'Employed dentist' },
} as const

const SHARING_LABELS = {
  none: { de: 'Nichts (nur Mitgliedschaft)', en: 'Nothing (membership only)' },
  status: { de: 'CME-Stand', en: 'CME status' },
  certificates: { de: 'CME-Stand und Nachweise', en: 'CME status and certificates' },
} as const

/**
 * Who belongs to a practice, in which role, and what each dentist lets this practice see
 * (`sharing`, per practice, changed only by the dentist). A row exists while the person
 * belongs: leaving or being removed deletes it, which ends the sharing at once. Rows are
 * written by the server (creating a practice, accepting an invitation); a member changes
 * only their own sharing, an owner deletes other members' rows, a member their own.
 * `seat`: the member holds one of the practice's team seats (docs/product.md, "Team
 * seats"); a deleted row ends the seat's premium.
 */
export const PracticeMembers: CollectionConfig = {
  slug: 'practice-members',
  labels: {
    singular: { de: 'Praxismitglied', en: 'Practice member' },
    plural: { de: 'Praxismitglieder', en: 'Practice members' },
  },
  admin: {
    useAsTitle: 'displayName',
    defaultColumns: ['displayName', 'practice', 'role', 'sharing', 'seat'],
    group: { de: 'Praxen', en: 'Practices' },
  },
  access: {
    read: ownRowOrManagedPractice,
    create: nobody,
    update: ownMemberRow,
    delete: leaveOrRemove,
  },
  hooks: { afterDelete: [endSeatOfLeavingMember] },
  indexes: [{ fields: ['practice', 'user'], unique: true }],
  fields: [
    {
      name: 'practice',
      label: { de: 'Praxis', en: 'Practice' },
      type: 'relationship',
      relationTo: 'practices',
      required: true,
      index: true,
      access: serverWritten,
    },
    { ...userField(), access: serverWritten },
    {
      name: 'displayName',
      label: { de: 'Name', en: 'Name' },
      type: 'text',
      access: serverWritten,
    },
    {
      name: 'role',
      label: { de: 'Rolle', en: 'Role' },
      type: 'select',
      required: true,
      defaultValue: 'dentist',
      options: PRACTICE_ROLES.map((value) => ({ value, label: ROLE_LABELS[value] })),
      access: serverWritten,
    },
    {
      name: 'sharing',
      label: { de: 'Freigabe für die Praxis', en: 'Shared with the practice' },
      type: 'select',
      required: true,
      defaultValue: 'none',
      index: true,
      options: SHARING_LEVELS.map((value) => ({ value, label: SHARING_LABELS[value] })),
      access: { create: () => false, update: memberThemself },
      admin: { description: 'Nur die Zahnärztin oder der Zahnarzt selbst ändert die Freigabe.' },
    },
    {
      name: 'seat',
      label: { de: 'Teamplatz zugewiesen', en: 'Team seat assigned' },
      type: 'checkbox',
      defaultValue: false,
      access: serverWritten,
    },
    {
      name: 'deadlineNoticeFor',
      label: { de: 'Fristhinweis gesendet für Fristende', en: 'Deadline notice sent for' },
      type: 'text',
      access: serverWritten,
      admin: { readOnly: true },
    },
    {
      name: 'lastReminderAt',
      label: { de: 'Letzte Erinnerung', en: 'Last reminder' },
      type: 'date',
      access: serverWritten,
      admin: { readOnly: true },
    },
  ],
}
