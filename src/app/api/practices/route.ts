import type { PracticeCreatedAnswer, PracticesAnswer } from '@/lib/api/contract/practices'
import { signedIn } from '@/lib/api/guards'
import { methodsNotAllowed } from '@/lib/api/methods'
import { jsonError, jsonOk } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { checkRole } from '@/lib/auth/roles'
import { payloadClient } from '@/lib/payload'
import { createPractice } from '@/lib/practices/create'
import { practicesOf } from '@/lib/practices/reads'
import { practiceBody } from '@/lib/practices/schemas'

/**
 * GET /api/practices: `{ practices: [{ id, name, kind, city, kzv, role, sharing, memberId }] }`,
 * the practices the signed-in user belongs to with their role (owner, manager, dentist)
 * and what they share with each. 401 visitor.
 */
export const GET = route({ guard: signedIn }, async ({ reader }) =>
  jsonOk<PracticesAnswer>(
    { practices: await practicesOf(await payloadClient(), reader) },
    { private: true },
  ),
)

/**
 * POST /api/practices `{ name, street, postalCode, city, kzv, kind? }` → 201 `{ id }`: a
 * signed-in dentist founds a practice (Praxis, MVZ or Berufsausübungsgemeinschaft) and
 * becomes its owner. 400 invalid input (five-digit postal code, one of the 17 KZVs),
 * 401 visitor, 403 `practice_dentists_only` for accounts that are no dentist's.
 */
export const POST = route({ guard: signedIn, body: practiceBody }, async ({ reader, body }) => {
  if (!checkRole(['doctor'], reader)) return jsonError(403, 'practice_dentists_only')
  const created = await createPractice(await payloadClient(), reader, body)
  return jsonOk<PracticeCreatedAnswer>(created, { status: 201, private: true })
})

/** Other methods answer 405 JSON with `Allow`. */
export const { PUT, PATCH, DELETE } = methodsNotAllowed(['GET', 'POST'])
