import type { CollectionConfig } from 'payload'

import { isStaffUser, ROLES } from '@/lib/auth/roles'

import { adminOrSelf, isAdmin, isAdminField } from './access'

/**
 * Accounts (DESIGN §3): dentists, editors and admins. Payload hashes passwords and
 * locks an account for 10 minutes after 5 failed sign-ins. Only admins and editors may
 * enter the studio; `roles` is writable only by admins.
 */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: { de: 'Benutzer', en: 'User' }, plural: { de: 'Benutzer', en: 'Users' } },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'firstName', 'lastName', 'roles'],
    group: { de: 'Einstellungen', en: 'Settings' },
  },
  auth: {
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    tokenExpiration: 7 * 24 * 60 * 60,
    cookies: { sameSite: 'Lax', secure: process.env.NODE_ENV === 'production' && process.env.INSECURE_COOKIES !== '1' },
  },
  access: {
    admin: ({ req }) => isStaffUser(req.user),
    read: adminOrSelf,
    create: isAdmin,
    update: adminOrSelf,
    delete: isAdmin,
  },
  fields: [
    { name: 'firstName', type: 'text', label: { de: 'Vorname', en: 'First name' } },
    { name: 'lastName', type: 'text', label: { de: 'Nachname', en: 'Last name' } },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['doctor'],
      options: ROLES.map((r) => ({ label: r, value: r })),
      saveToJWT: true,
      access: { create: isAdminField, update: isAdminField },
    },
    {
      name: 'accountType',
      type: 'select',
      options: [{ label: 'doctor', value: 'doctor' }],
      defaultValue: 'doctor',
      access: { update: isAdminField },
    },
    { name: 'emailVerifiedAt', type: 'date', admin: { readOnly: true }, access: { update: isAdminField } },
  ],
  timestamps: true,
}
