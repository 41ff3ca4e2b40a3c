import { Forbidden, type CollectionBeforeChangeHook } from 'payload'

import { checkRole } from '@/lib/auth/roles'

/**
 * Through Payload's REST and GraphQL API only admins may set a password, change an email
 * address or change whether an address is verified (`_verified`: an account that marked
 * itself unverified could never sign in again, one that marked itself verified would skip
 * the confirmation mail). Everyone else changes the password at `/account/security`
 * (`POST /api/auth/change-password`), which checks the current password, rate-limits,
 * ends other sessions and mails a notice; an unverified new address is not accepted
 * silently. The Local API (our own routes) is not affected.
 */
export const guardCredentials: CollectionBeforeChangeHook = ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || req.payloadAPI === 'local' || checkRole(['admin'], req.user))
    return data
  const changesEmail =
    typeof data.email === 'string' && data.email.trim().toLowerCase() !== originalDoc?.email
  const changesVerified =
    typeof data._verified === 'boolean' && data._verified !== Boolean(originalDoc?._verified)
  if (data.password || changesEmail || changesVerified) throw new Forbidden(req.t)
  return data
}
