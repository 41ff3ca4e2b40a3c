import type { CollectionBeforeDeleteHook } from 'payload'

import { asServer } from '@/lib/payload/readAs'

/**
 * Deleting a practice ends every membership (and with it every dentist's sharing) and
 * withdraws its invitations, in the delete's transaction.
 */
export const removeMembersAndInvitations: CollectionBeforeDeleteHook = async ({ id, req }) => {
  for (const collection of ['practice-members', 'practice-invitations'] as const)
    await req.payload.delete({
      collection,
      where: { practice: { equals: id } },
      req,
      ...asServer('a deleted practice takes its members and invitations with it'),
    })
}
