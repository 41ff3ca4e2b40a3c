import type { Field } from 'payload'

const postalCode = (value: unknown) =>
  typeof value === 'string' && /^\d{5}$/.test(value) ? true : 'Fünfstellige Postleitzahl'

/**
 * A German postal address: street and house number, then the five-digit postal code and the
 * city side by side. Used for the practice and for each of its further sites.
 */
export const addressFields = (): Field[] => [
  {
    name: 'street',
    label: { de: 'Straße und Hausnummer', en: 'Street' },
    type: 'text',
    required: true,
    maxLength: 200,
  },
  {
    type: 'row',
    fields: [
      {
        name: 'postalCode',
        label: { de: 'PLZ', en: 'Postal code' },
        type: 'text',
        required: true,
        validate: postalCode,
      },
      {
        name: 'city',
        label: { de: 'Ort', en: 'City' },
        type: 'text',
        required: true,
        maxLength: 100,
      },
    ],
  },
]
