import { apiHandler } from '@/lib/api/handler'
import { jsonError, jsonOk } from '@/lib/api/respond'
import { AUTH_MESSAGES } from '@/lib/auth/messages'
import { readerFrom } from '@/lib/auth/reader'
import { membershipSummary } from '@/lib/membership/summary'
import { payloadClient } from '@/lib/payload'

/**
 * GET /api/auth/membership: the signed-in user's own membership as the server knows it
 * (`MembershipSummary`): `{ hasPremium, validUntil, cancelAtPeriodEnd, pendingPayment,
 * canManage, paymentsConfigured }`, `validUntil` ISO 8601 or null. The dashboard offers
 * "Mitgliedschaft verwalten" only with `canManage`, else "Mitglied werden".
 * - 401 `{ message }` when nobody is signed in
 */
export const GET = apiHandler(async (request: Request): Promise<Response> => {
  const reader = await readerFrom(request.headers)
  if (!reader) return jsonError(401, AUTH_MESSAGES.notSignedIn)
  return jsonOk(await membershipSummary(await payloadClient(), reader), { private: true })
})
