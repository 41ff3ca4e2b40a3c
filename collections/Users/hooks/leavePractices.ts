import type { CollectionBeforeDeleteHook } from 'payload'

import { leaveAllPractices } from '@/lib/account/leavePractices'

/**
 * Deleting an account ends its memberships in practices (and with them every sharing);
 * the practices it owns are deleted with their members and invitations.
 */
export const leavePractices: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await leaveAllPractices(req.payload, Number(id), req)
}
