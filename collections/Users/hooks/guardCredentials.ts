import { Forbidden, type CollectionBeforeChangeHook } from 'payload'

import { checkRole } from '@/lib/auth/roles'

/**
 * Through Payload's REST and GraphQL API only admins may set a password or change an
 * email address. Everyone else changes the password at `/account/security`
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
  if (data.password || changesEmail) throw new Forbidden(req.t)
  return data
}
