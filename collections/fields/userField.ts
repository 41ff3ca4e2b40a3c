import type { RelationshipField } from 'payload'

/** The user a record belongs to (required, indexed for the per-user lists and look-ups). */
export function userField(): RelationshipField {
  return {
    name: 'user',
    label: { de: 'Benutzer', en: 'User' },
    type: 'relationship',
    relationTo: 'users',
    required: true,
    index: true,
  }
}
