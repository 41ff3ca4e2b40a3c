import type {
  Access,
  CollectionBeforeChangeHook,
  CollectionConfig,
  FieldAccess,
  Where,
} from 'payload'

import { slugFromTitle } from '@/lib/articles/slug'
import { checkRole } from '@/lib/auth/roles'
import { postalCodeCentroid } from '@/lib/geo/postalCodes'

import { adminOrOwner, isAdminField, hiddenUnlessAdmin } from './access'

/** Admins read every profile; the owner their own; everyone else only public ones (issue 6). */
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
 * On save: the owner is the signed-in user (admins may set another), the slug comes from
 * name and city, and the coordinates from the postal code's centroid (issue 6).
 */
const prepareProfile: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (operation === 'create' && req.user && !checkRole(['admin'], req.user)) data.user = req.user.id
  const name = data.name ?? originalDoc?.name
  const city = data.city ?? originalDoc?.city
  if (!originalDoc?.slug || (data.name && data.name !== originalDoc.name)) {
    data.slug = `${slugFromTitle([name, city].filter(Boolean).join(' '))}-${Date.now().toString(36).slice(-4)}`
  }
  const postalCode = data.postalCode ?? originalDoc?.postalCode
  const country = data.country ?? originalDoc?.country
  if (
    postalCode &&
    (data.postalCode !== undefined || data.country !== undefined || originalDoc?.latitude == null)
  ) {
    const point = await postalCodeCentroid(req.payload, postalCode, countryCode(country), req)
    data.latitude = point?.latitude ?? null
    data.longitude = point?.longitude ?? null
  } else if (!postalCode) {
    data.latitude = null
    data.longitude = null
  }
  return data
}

/** ISO code for the stored country text ('Deutschland', 'Germany', 'DE' → 'DE'). */
function countryCode(country: string | null | undefined): string {
  const c = (country ?? '').trim().toLowerCase()
  if (!c || ['deutschland', 'germany', 'de'].includes(c)) return 'DE'
  if (['österreich', 'austria', 'at'].includes(c)) return 'AT'
  if (['schweiz', 'switzerland', 'ch'].includes(c)) return 'CH'
  return c.length === 2 ? c.toUpperCase() : 'DE'
}

/**
 * Doctor profiles (spec §3 "Doctor profile", issue 6): one per user, edited by the owner
 * at `/doctor-profile`; `verified` is set by admins in the studio; only public profiles
 * (`isPublic`) appear in the patient search and at `/dentist/{slug}`.
 */
export const DoctorProfiles: CollectionConfig = {
  slug: 'doctor-profiles',
  labels: {
    singular: { de: 'Doktor-Profil', en: 'Doctor profile' },
    plural: { de: 'Doktor-Profile', en: 'Doctor profiles' },
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'practiceName', 'city', 'isPublic', 'verified'],
    group: { de: 'Einstellungen', en: 'Settings' },
    hidden: hiddenUnlessAdmin,
  },
  access: {
    read: readProfiles,
    create: ({ req }) => Boolean(req.user),
    update: adminOrOwner,
    delete: adminOrOwner,
  },
  hooks: { beforeChange: [prepareProfile] },
  fields: [
    {
      name: 'user',
      type: 'relationship',
      relationTo: 'users',
      required: true,
      unique: true,
      index: true,
      access: { read: ownerOrAdminField, update: isAdminField },
    },
    { name: 'name', type: 'text', required: true, minLength: 2 },
    { name: 'practiceName', type: 'text' },
    { name: 'address', type: 'text' },
    { name: 'postalCode', type: 'text', index: true },
    { name: 'city', type: 'text' },
    { name: 'country', type: 'text', defaultValue: 'Deutschland' },
    { name: 'website', type: 'text' },
    { name: 'phone', type: 'text' },
    {
      name: 'isPublic',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      label: { de: 'Öffentliches Profil', en: 'Public profile' },
    },
    { name: 'specialties', type: 'text', hasMany: true },
    {
      name: 'verified',
      type: 'checkbox',
      defaultValue: false,
      access: { create: isAdminField, update: isAdminField },
      label: { de: 'Verifiziert', en: 'Verified' },
    },
    { name: 'slug', type: 'text', unique: true, index: true, admin: { readOnly: true } },
    { name: 'latitude', type: 'number', admin: { readOnly: true } },
    { name: 'longitude', type: 'number', admin: { readOnly: true } },
  ],
  timestamps: true,
}
