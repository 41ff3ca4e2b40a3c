import {
  ValidationError,
  type Access,
  type CollectionBeforeChangeHook,
  type CollectionBeforeValidateHook,
  type CollectionConfig,
  type FieldAccess,
  type Where,
} from 'payload'

import { LOCALES } from '@/i18n/localeCodes'
import { checkRole } from '@/lib/auth/roles'
import { deriveProfileFields } from '@/lib/profiles/derive'
import { checkProfileFields } from '@/lib/profiles/schema'
import { changedVerifiedFields } from '@/lib/profiles/verification'

import { adminOrOwner, isAdminField, hiddenUnlessAdmin } from './access'
import { revalidateProfiles } from './hooks/revalidate'

/** Admins read every profile; the owner their own; everyone else only public ones. */
const readProfiles: Access = ({ req }) => {
  if (checkRole(['admin'], req.user)) return true
  const isPublic: Where = { isPublic: { equals: true } }
  return req.user
    ? ({ or: [isPublic, { user: { equals: req.user.id } }] } satisfies Where)
    : isPublic
}

/** The owner relation is not shown to the public. */
const ownerOrAdminField: FieldAccess = ({ req, doc }) => {
  if (checkRole(['admin'], req.user)) return true
  const owner = doc?.user && typeof doc.user === 'object' ? doc.user.id : doc?.user
  return Boolean(req.user && owner === req.user.id)
}

/**
 * Before Payload's field validation, on every create and update (product route, REST,
 * GraphQL, Local API, studio): the profile fields that were sent must pass the product
 * form's rules (`checkProfileFields`, the same `profileBody` as `POST
 * /api/doctor/profile`: name of 2 or more characters, website http(s) or empty, lengths)
 * and are stored normalized. A broken field answers 400 with its German message (the
 * studio shows it at the field).
 */
const checkProfileInput: CollectionBeforeValidateHook = ({ data, req }) => {
  if (!data) return data
  const checked = checkProfileFields(data)
  if ('issues' in checked)
    throw new ValidationError({ collection: 'doctor-profiles', errors: checked.issues, req })
  return { ...data, ...checked.data }
}

/**
 * On save: the owner is the signed-in user (admins may set another); a verified profile
 * whose checked details (`VERIFIED_FIELDS`) the dentist changes loses `verified` and waits
 * for an editor (`reverificationPending`, cleared when an admin verifies again); slug and
 * coordinates are always the server's (`deriveProfileFields`: from name and city, and from the postal
 * code's centroid), whatever the writer sent, admins included.
 */
const prepareProfile: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  const admin = checkRole(['admin'], req.user)
  if (operation === 'create' && req.user && !admin) data.user = req.user.id
  // A checked detail changed by anyone but an editor: the badge no longer vouches for it.
  // (`data.verified` holds the stored value here when the writer may not set it.)
  if (
    operation === 'update' &&
    !admin &&
    originalDoc?.verified &&
    changedVerifiedFields(originalDoc, data).length > 0
  ) {
    data.verified = false
    data.reverificationPending = true
  } else if (data.verified === true && !originalDoc?.verified) data.reverificationPending = false
  const derived = await deriveProfileFields(
    req.payload,
    data,
    operation === 'update' ? originalDoc : undefined,
    req,
  )
  return { ...data, ...derived }
}

/**
 * Doctor profiles: one per user, edited by the owner
 * at `/doctor-profile`; `verified` is set by admins in the studio; only public profiles
 * (`isPublic`) appear in the patient search and at `/dentist/{slug}`. Every way of writing
 * one (the product route, Payload's REST and GraphQL API, the studio) goes through the
 * same rules: `checkProfileInput` and `prepareProfile`.
 */
export const DoctorProfiles: CollectionConfig = {
  slug: 'doctor-profiles',
  labels: {
    singular: { de: 'Doktor-Profil', en: 'Doctor profile' },
    plural: { de: 'Doktor-Profile', en: 'Doctor profiles' },
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: [
      'name',
      'practiceName',
      'city',
      'isPublic',
      'verified',
      'reverificationPending',
    ],
    group: { de: 'Einstellungen', en: 'Settings' },
    hidden: hiddenUnlessAdmin,
  },
  access: {
    read: readProfiles,
    create: ({ req }) => Boolean(req.user),
    update: adminOrOwner,
    delete: adminOrOwner,
  },
  hooks: {
    beforeValidate: [checkProfileInput],
    beforeChange: [prepareProfile],
    afterChange: [revalidateProfiles],
    afterDelete: [revalidateProfiles],
  },
  fields: [
    {
      name: 'user',
      label: { de: 'Benutzer', en: 'User' },
      type: 'relationship',
      relationTo: 'users',
      required: true,
      unique: true,
      index: true,
      access: { read: ownerOrAdminField, update: isAdminField },
    },
    { name: 'name', label: { de: 'Name', en: 'Name' }, type: 'text', required: true, minLength: 2 },
    { name: 'practiceName', label: { de: 'Praxis', en: 'Practice' }, type: 'text' },
    { name: 'address', label: { de: 'Adresse', en: 'Address' }, type: 'text' },
    { name: 'postalCode', label: { de: 'PLZ', en: 'Postal code' }, type: 'text', index: true },
    { name: 'city', label: { de: 'Ort', en: 'City' }, type: 'text' },
    {
      name: 'country',
      label: { de: 'Land', en: 'Country' },
      type: 'text',
      defaultValue: 'Deutschland',
    },
    { name: 'website', label: { de: 'Website', en: 'Website' }, type: 'text' },
    { name: 'phone', label: { de: 'Telefon', en: 'Phone' }, type: 'text' },
    {
      name: 'isPublic',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      label: { de: 'Öffentliches Profil', en: 'Public profile' },
    },
    {
      name: 'specialties',
      label: { de: 'Schwerpunkte', en: 'Specialties' },
      type: 'text',
      hasMany: true,
    },
    {
      name: 'languages',
      label: { de: 'Sprachen in der Praxis', en: 'Languages spoken' },
      type: 'select',
      hasMany: true,
      options: LOCALES.map((code) => ({ label: code, value: code })),
    },
    {
      name: 'showCme',
      type: 'checkbox',
      defaultValue: false,
      label: { de: 'CME-Punkte öffentlich zeigen', en: 'Show CME points publicly' },
      admin: {
        description:
          'Zeigt auf dem öffentlichen Profil die Punkte aus unseren Zertifikaten der letzten 5 Jahre.',
      },
    },
    {
      name: 'verified',
      type: 'checkbox',
      defaultValue: false,
      access: { create: isAdminField, update: isAdminField },
      label: { de: 'Verifiziert', en: 'Verified' },
    },
    {
      name: 'reverificationPending',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      access: { create: isAdminField, update: isAdminField },
      label: { de: 'Wartet auf erneute Prüfung', en: 'Awaiting re-verification' },
      admin: {
        readOnly: true,
        description:
          'Die Zahnärztin oder der Zahnarzt hat geprüfte Angaben geändert (Name, Praxis, Adresse, Schwerpunkte): bitte prüfen und wieder „Verifiziert“ setzen.',
      },
    },
    {
      name: 'slug',
      label: { de: 'URL-Kürzel', en: 'Slug' },
      type: 'text',
      unique: true,
      index: true,
      admin: { readOnly: true },
    },
    {
      name: 'latitude',
      label: { de: 'Breitengrad', en: 'Latitude' },
      type: 'number',
      admin: { readOnly: true },
    },
    {
      name: 'longitude',
      label: { de: 'Längengrad', en: 'Longitude' },
      type: 'number',
      admin: { readOnly: true },
    },
  ],
  timestamps: true,
}
