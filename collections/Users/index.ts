import type { CollectionConfig, PayloadRequest } from 'payload'

import type { User } from '@payload-types'

import { DEFAULT_LOCALE } from '@/i18n/locales'
import { authLink } from '@/lib/auth/links'
import { isValidEfn } from '@/lib/cme/efn'
import { displayName } from '@/lib/auth/mail'
import { isStaffUser, ROLES } from '@/lib/auth/roles'
import { authEmail } from '@/lib/email/authEmails'
import { emailBranding } from '@/lib/email/branding'

import { adminOrSelf, isAdmin, isAdminField, hiddenUnlessAdmin } from '../access'
import { supabaseStrategy } from '../auth/supabaseStrategy'
import { germanDateField } from '../fields/germanDate'
import { languageField } from '../fields/languageField'
import { cmeAccountFields } from './cmeAccountFields'
import { deleteCmeReminders } from './hooks/deleteCmeReminders'
import { leavePractices } from './hooks/leavePractices'
import { deleteExternalCertificates } from './hooks/deleteExternalCertificates'
import { guardCredentials } from './hooks/guardCredentials'
import { limitAuthApi, mailStudioResetLink, resetSignInLimit } from './hooks/limitAuthApi'
import { clearSignedInHint, setSignedInHint } from './hooks/signedInHint'
import { hashNewVerificationToken } from './hooks/verificationToken'

/** How the studio names each role. */
const ROLE_LABELS: Record<(typeof ROLES)[number], { de: string; en: string }> = {
  admin: { de: 'Administrator', en: 'Administrator' },
  editor: { de: 'Redaktion', en: 'Editor' },
  doctor: { de: 'Zahnarzt/Zahnärztin', en: 'Dentist' },
}

/** Password-reset links are valid for one hour, like magic links. */
export const RESET_PASSWORD_EXPIRATION_MS = 60 * 60 * 1000

type EmailArgs = { req?: PayloadRequest; token?: string; user?: User }

/** The studio's own verification and reset emails use the product's templates and pages. */
async function studioAuthEmail(
  kind: 'verifyEmail' | 'resetPassword',
  { req, token, user }: EmailArgs,
) {
  const language = user?.language ?? DEFAULT_LOCALE
  const branding = await emailBranding(req!.payload)
  return authEmail(
    kind,
    { name: user ? displayName(user) : null, url: authLink(kind, language, token) },
    branding,
    language,
  )
}

/**
 * Accounts: dentists, editors and admins. Payload hashes passwords and
 * verifies email addresses (`_verified`); a verification link works for 24 hours and only
 * through `/api/auth/verify-email` (its token is stored hashed, `hashNewVerificationToken`);
 * failed sign-ins slow down only the address at the IP address they come from (growing
 * waits, `RATE_LIMITS.signIn`). Only admins
 * and editors may enter the studio; `roles` is writable only by admins. Sign-up goes
 * through `POST /api/auth/sign-up` (invitation code), never through Payload's create
 * endpoint, which is admin-only.
 */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: { de: 'Benutzer', en: 'User' }, plural: { de: 'Benutzer', en: 'Users' } },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'firstName', 'lastName', 'roles'],
    group: { de: 'Einstellungen', en: 'Settings' },
    hidden: hiddenUnlessAdmin,
  },
  auth: {
    // Failed sign-ins are slowed down per address and IP address (src/lib/auth/rateLimit.ts),
    // which treats unknown addresses alike. Payload's per-account lockout would tell which
    // addresses have an account, and would let anyone lock any account (admins too).
    maxLoginAttempts: 0,
    tokenExpiration: 7 * 24 * 60 * 60,
    verify: {
      generateEmailSubject: async (args) =>
        (await studioAuthEmail('verifyEmail', args as EmailArgs)).subject,
      generateEmailHTML: async (args) =>
        (await studioAuthEmail('verifyEmail', args as EmailArgs)).html,
    },
    forgotPassword: {
      expiration: RESET_PASSWORD_EXPIRATION_MS,
      generateEmailSubject: async (args) =>
        (await studioAuthEmail('resetPassword', args as EmailArgs)).subject,
      generateEmailHTML: async (args) =>
        (await studioAuthEmail('resetPassword', args as EmailArgs)).html,
    },
    cookies: {
      sameSite: 'Lax',
      secure: process.env.NODE_ENV === 'production' && process.env.INSECURE_COOKIES !== '1',
    },
    // Supabase mode: Supabase access tokens, next to Payload's own sessions.
    strategies: [supabaseStrategy],
  },
  hooks: {
    beforeOperation: [limitAuthApi],
    afterOperation: [mailStudioResetLink],
    afterLogin: [resetSignInLimit, setSignedInHint],
    afterLogout: [clearSignedInHint],
    beforeChange: [guardCredentials],
    afterChange: [hashNewVerificationToken],
    beforeDelete: [deleteExternalCertificates, deleteCmeReminders, leavePractices],
  },
  access: {
    admin: ({ req }) => isStaffUser(req.user),
    read: adminOrSelf,
    create: isAdmin,
    update: adminOrSelf,
    delete: isAdmin,
    unlock: isAdmin,
  },
  fields: [
    {
      // Admins delete a dentist's account on request (docs/security.md, "Account deletion").
      name: 'accountDeletion',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: {
          Field: '/components/studio/AccountDeletionAction.client#AccountDeletionAction',
        },
      },
    },
    { name: 'firstName', type: 'text', label: { de: 'Vorname', en: 'First name' } },
    { name: 'lastName', type: 'text', label: { de: 'Nachname', en: 'Last name' } },
    {
      name: 'roles',
      label: { de: 'Rollen', en: 'Roles' },
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['doctor'],
      options: ROLES.map((r) => ({ label: ROLE_LABELS[r], value: r })),
      saveToJWT: true,
      access: { create: isAdminField, update: isAdminField },
    },
    {
      name: 'accountType',
      label: { de: 'Kontotyp', en: 'Account type' },
      type: 'select',
      options: [{ label: ROLE_LABELS.doctor, value: 'doctor' }],
      defaultValue: 'doctor',
      access: { update: isAdminField },
    },
    languageField({
      name: 'language',
      label: { de: 'Sprache', en: 'Language' },
      admin: { description: 'Sprache der E-Mails an diesen Benutzer' },
    }),
    {
      name: 'efn',
      type: 'text',
      label: { de: 'EFN (Einheitliche Fortbildungsnummer)', en: 'EFN (uniform CME number)' },
      admin: {
        description:
          'Optional, für approbierte Ärztinnen und Ärzte: 15 Ziffern; wird auf CME-Zertifikaten gedruckt.',
      },
      validate: (value: unknown) =>
        !value || isValidEfn(String(value))
          ? true
          : 'Die EFN muss aus 15 Ziffern mit gültiger Prüfziffer bestehen.',
    },
    ...cmeAccountFields,
    {
      name: 'newsletterOptIn',
      type: 'checkbox',
      defaultValue: false,
      label: { de: 'Newsletter per E-Mail erhalten', en: 'Receive the newsletter by email' },
      admin: {
        readOnly: true,
        description:
          'Einwilligung des Mitglieds auf seiner Kontoseite; aus bis zur Einwilligung. Abmelden über jeden Newsletter.',
      },
      access: { update: () => false },
    },
    germanDateField({
      name: 'newsletterConsentAt',
      label: { de: 'Newsletter-Einwilligung am', en: 'Newsletter consent at' },
      admin: { readOnly: true },
      access: { update: () => false },
    }),
    {
      name: 'stripeCustomerId',
      label: { de: 'Stripe-Kunden-ID', en: 'Stripe customer id' },
      type: 'text',
      index: true,
      admin: { readOnly: true, position: 'sidebar' },
      access: { update: isAdminField },
    },
    germanDateField({
      name: 'emailVerifiedAt',
      label: { de: 'E-Mail bestätigt am', en: 'Email verified at' },
      admin: { readOnly: true },
      access: { update: isAdminField },
    }),
    // When the pending verification link was sent (its token is stored hashed in
    // `_verificationToken`); the link expires VERIFICATION_LINK_TTL_HOURS later.
    germanDateField({
      name: 'verificationTokenIssuedAt',
      label: { de: 'Bestätigungslink ausgestellt am', en: 'Verification link issued at' },
      hidden: true,
    }),
    {
      name: 'supabaseUserId',
      type: 'text',
      unique: true,
      index: true,
      label: { de: 'Supabase-Benutzer-ID', en: 'Supabase user id' },
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: 'Nur im Supabase-Modus: verknüpftes Supabase-Konto.',
      },
      access: { create: isAdminField, update: isAdminField },
    },
  ],
  timestamps: true,
}
