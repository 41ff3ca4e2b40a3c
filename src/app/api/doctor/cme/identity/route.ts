import { signedIn } from '@/lib/api/guards'
import { methodsNotAllowed } from '@/lib/api/methods'
import { jsonError, jsonOk } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import type { User } from '@payload-types'
import { birthDateProblem, cmeIdentityBody, type CmeIdentity } from '@/lib/cme/identity'
import { berlinDay } from '@/lib/cme/period'
import { payloadClient } from '@/lib/payload'
import { asReader } from '@/lib/payload/readAs'

const identityOf = (user: User): CmeIdentity => ({
  title: user.cmeTitle ?? null,
  practiceAddress: user.cmePracticeAddress ?? null,
  kzvNumber: user.cmeKzvNumber ?? null,
  birthDate: user.cmeBirthDate ?? null,
})

/**
 * GET /api/doctor/cme/identity: what the signed-in dentist's proof for the KZV names
 * besides the name, `{ title, practiceAddress, kzvNumber, birthDate }` (`CmeIdentity`,
 * null where not given). 401 visitor.
 */
export const GET = route({ guard: signedIn }, async ({ reader }) =>
  jsonOk<CmeIdentity>(identityOf(reader), { private: true }),
)

/**
 * PUT /api/doctor/cme/identity `{ title, practiceAddress, kzvNumber, birthDate }` (each a
 * string, empty or null clears it; at most 60, 300, 40 characters; the date of birth
 * `YYYY-MM-DD` from 1900 to today): stores them and answers like GET. 400 `{ code,
 * message }` for a date of birth that is not a real past day; 401 visitor.
 */
export const PUT = route({ guard: signedIn, body: cmeIdentityBody }, async ({ reader, body }) => {
  const problem = body.birthDate ? birthDateProblem(body.birthDate, berlinDay()) : null
  if (problem) return jsonError(400, 'invalid_input', problem)
  const user = await (
    await payloadClient()
  ).update({
    collection: 'users',
    id: reader.id,
    data: {
      cmeTitle: body.title,
      cmePracticeAddress: body.practiceAddress,
      cmeKzvNumber: body.kzvNumber,
      cmeBirthDate: body.birthDate,
    },
    ...asReader(reader),
    depth: 0,
  })
  return jsonOk<CmeIdentity>(identityOf(user), { private: true })
})

/** Other methods answer 405 JSON with `Allow`. */
export const { POST, PATCH, DELETE } = methodsNotAllowed(['GET', 'PUT'])
