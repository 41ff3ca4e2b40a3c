import type { Payload, PayloadRequest } from 'payload'

import { asServer } from '@/lib/payload/readAs'

/**
 * Ends every practice membership of account `userId` (and with them every sharing); the
 * practices it owns are deleted with their members and invitations. Used when an account
 * is deleted, by the studio or by its owner (`src/lib/account/deletion.ts`).
 */
export async function leaveAllPractices(
  payload: Payload,
  userId: number,
  req?: PayloadRequest,
): Promise<void> {
  const owned = await payload.find({
    collection: 'practice-members',
    where: { user: { equals: userId }, role: { equals: 'owner' } },
    depth: 0,
    pagination: false,
    req,
    ...asServer('account deletion: the practices this account owns'),
  })
  for (const row of owned.docs)
    await payload.delete({
      collection: 'practices',
      id: row.practice as number,
      req,
      ...asServer('account deletion: a practice goes with its owner'),
    })
  await payload.delete({
    collection: 'practice-members',
    where: { user: { equals: userId } },
    req,
    ...asServer('account deletion: the account leaves every practice'),
  })
}
