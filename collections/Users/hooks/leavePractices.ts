import type { CollectionBeforeDeleteHook } from 'payload'

import { asServer } from '@/lib/payload/readAs'

/**
 * Deleting an account ends its memberships in practices (and with them every sharing);
 * the practices it owns are deleted with their members and invitations.
 */
export const leavePractices: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const owned = await req.payload.find({
    collection: 'practice-members',
    where: { user: { equals: id }, role: { equals: 'owner' } },
    depth: 0,
    pagination: false,
    req,
    ...asServer('account deletion: the practices this account owns'),
  })
  for (const row of owned.docs)
    await req.payload.delete({
      collection: 'practices',
      id: row.practice as number,
      req,
      ...asServer('account deletion: a practice goes with its owner'),
    })
  await req.payload.delete({
    collection: 'practice-members',
    where: { user: { equals: id } },
    req,
    ...asServer('account deletion: the account leaves every practice'),
  })
}
