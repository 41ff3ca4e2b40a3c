import type { MembershipAnswer } from '@/lib/api/contract/membership'
import { signedIn } from '@/lib/api/guards'
import { jsonOk } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { membershipSummary } from '@/lib/membership/summary'
import { payloadClient } from '@/lib/payload'
import { methodsNotAllowed } from '@/lib/api/methods'

/**
 * GET /api/auth/membership: the signed-in user's own membership as the server knows it
 * (`MembershipSummary`): `{ hasPremium, validUntil, cancelAtPeriodEnd, pendingPayment,
 * canManage, paymentsConfigured }`, `validUntil` ISO 8601 or null. The dashboard offers
 * "Mitgliedschaft verwalten" only with `canManage`, else "Mitglied werden".
 * - 401 `{ code, message }` when nobody is signed in
 */
export const GET = route({ guard: signedIn }, async ({ reader }) => {
  return jsonOk<MembershipAnswer>(await membershipSummary(await payloadClient(), reader), {
    private: true,
  })
})

/** Other methods answer 405 JSON with `Allow`. */
export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET'])
