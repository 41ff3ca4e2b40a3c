import type { CollectionConfig } from 'payload'

import { anyone, isAdmin, hiddenUnlessAdmin } from './access'

/**
 * Postal code centroids for distances in the dentist search, imported with
 * `npm run import:postal-codes -- <file>` from a GeoNames-format CSV. Source data:
 * "Postal code data © GeoNames, CC BY 4.0". Everyone may read; only the import writes.
 */
export const PostalCodes: CollectionConfig = {
  slug: 'postal-codes',
  labels: {
    singular: { de: 'Postleitzahl', en: 'Postal code' },
    plural: { de: 'Postleitzahlen', en: 'Postal codes' },
  },
  admin: {
    useAsTitle: 'postalCode',
    defaultColumns: ['country', 'postalCode', 'place', 'latitude', 'longitude'],
    group: { de: 'Einstellungen', en: 'Settings' },
    hidden: hiddenUnlessAdmin,
  },
  access: { read: anyone, create: () => false, update: () => false, delete: isAdmin },
  indexes: [{ fields: ['country', 'postalCode', 'place'], unique: true }],
  fields: [
    {
      name: 'country',
      label: { de: 'Land', en: 'Country' },
      type: 'text',
      required: true,
      index: true,
    },
    {
      name: 'postalCode',
      label: { de: 'PLZ', en: 'Postal code' },
      type: 'text',
      required: true,
      index: true,
    },
    { name: 'place', label: { de: 'Ort', en: 'Place' }, type: 'text', required: true },
    {
      name: 'latitude',
      label: { de: 'Breitengrad', en: 'Latitude' },
      type: 'number',
      required: true,
    },
    {
      name: 'longitude',
      label: { de: 'Längengrad', en: 'Longitude' },
      type: 'number',
      required: true,
    },
  ],
}
