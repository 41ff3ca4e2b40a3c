import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { isStaffUser } from '@/lib/auth/roles'

/**
 * Reading articles with `locale=all` is for staff only. Payload 3.90 fails with a 500
 * when a rich-text field hidden by field access is read in all locales at once (its
 * afterRead hook runs `Object.entries` on the removed value); a clear 400 is better.
 * The server reading as itself (`overrideAccess`, no field is hidden) may, e.g. the bulk
 * translation's look at every language version (src/lib/translation/bulk/plan.ts).
 */
export const limitAllLocales: CollectionBeforeOperationHook = ({
  args,
  operation,
  overrideAccess,
  req,
}) => {
  if (operation === 'read' && req.locale === 'all' && !overrideAccess && !isStaffUser(req.user)) {
    throw new APIError('locale=all is only available to editors', 400, undefined, true)
  }
  return args
}
