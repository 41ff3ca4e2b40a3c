import type { CmePeriodAnswer } from '@/lib/api/contract/cmeAccount'
import { signedIn } from '@/lib/api/guards'
import { methodsNotAllowed } from '@/lib/api/methods'
import { jsonError, jsonOk } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import type { User } from '@payload-types'
import { cmeAccount } from '@/lib/cme/account'
import { cmePeriodBody } from '@/lib/cme/accountSchemas'
import { berlinDay, periodStartProblem } from '@/lib/cme/period'
import { payloadClient } from '@/lib/payload'
import { asReader } from '@/lib/payload/readAs'

async function periodAnswer(user: User): Promise<CmePeriodAnswer> {
  const account = await cmeAccount(await payloadClient(), user)
  return {
    ...account.current,
    startSet: account.startSet,
    chamber: user.cmeChamber ?? null,
    reminders: user.cmeReminders !== false,
  }
}

/**
 * GET /api/doctor/cme/period: the signed-in dentist's current five-year CME period
 * (§ 95d SGB V) `{ start, end, points, required: 125, missing, daysLeft, pace,
 * startSet, chamber, reminders }` (`CmePeriodAnswer`; days `YYYY-MM-DD`). Points count ours
 * and external certificates dated inside the period. 401 visitor.
 */
export const GET = route({ guard: signedIn }, async ({ reader }) =>
  jsonOk<CmePeriodAnswer>(await periodAnswer(reader), { private: true }),
)

/**
 * PUT /api/doctor/cme/period `{ start: 'YYYY-MM-DD', chamber?, reminders? }`: sets the
 * first day of the dentist's period (the day the obligation began or the day after the
 * last period ended), the chamber/KZV and the reminder choice; answers like GET.
 * 400 `{ code, message }` for a day that does not exist, lies in the future (Berlin) or before
 * 1950; 401 visitor.
 */
export const PUT = route({ guard: signedIn, body: cmePeriodBody }, async ({ reader, body }) => {
  const problem = periodStartProblem(body.start, berlinDay())
  if (problem) return jsonError(400, 'cme_period_invalid', problem)
  const payload = await payloadClient()
  const user = await payload.update({
    collection: 'users',
    id: reader.id,
    data: {
      cmePeriodStart: body.start,
      ...(body.chamber !== undefined ? { cmeChamber: body.chamber || null } : {}),
      ...(body.reminders !== undefined ? { cmeReminders: body.reminders } : {}),
    },
    ...asReader(reader),
    depth: 0,
  })
  return jsonOk<CmePeriodAnswer>(await periodAnswer(user), { private: true })
})

/** Other methods answer 405 JSON with `Allow`. */
export const { POST, PATCH, DELETE } = methodsNotAllowed(['GET', 'PUT'])
