import type { FieldHook, RelationshipField } from 'payload'

import { isStaffUser } from '@/lib/auth/roles'

/** Every save by a studio user records that user; saves by the server itself (jobs, seed) keep the previous value. */
const recordEditor: FieldHook = ({ req, value }) => (isStaffUser(req.user) ? req.user!.id : value)

/**
 * "Zuletzt bearbeitet von": the staff member whose save made this version (articles keep it
 * in every version, so the studio's start page can say who changed what and when, and
 * which drafts are an editor's own). Set by the server on every save, never typed.
 */
export function lastEditedByField(): RelationshipField {
  return {
    name: 'lastEditedBy',
    label: { de: 'Zuletzt bearbeitet von', en: 'Last edited by' },
    type: 'relationship',
    relationTo: 'users',
    index: true,
    hooks: { beforeChange: [recordEditor] },
    admin: { position: 'sidebar', readOnly: true, disableListFilter: true },
  }
}
