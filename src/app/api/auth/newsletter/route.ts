import { z } from 'zod'

import { signedIn } from '@/lib/api/guards'
import { methodsNotAllowed } from '@/lib/api/methods'
import { jsonOk } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import {
  memberNewsletterState,
  setMemberNewsletter,
  type MemberNewsletterState,
} from '@/lib/newsletter/memberOptIn'
import { payloadClient } from '@/lib/payload'

/** `POST /api/auth/newsletter` body: whether the member wants the newsletter. */
const body = z.object({ optIn: z.boolean() })

/** GET /api/auth/newsletter: the signed-in member's newsletter choice `{ optIn, consentAt }` (private). 401 signed out. */
export const GET = route({ guard: signedIn }, async ({ reader }) =>
  jsonOk<MemberNewsletterState>(memberNewsletterState(reader), { private: true }),
)

/**
 * POST /api/auth/newsletter `{ optIn: boolean }`: opts the signed-in member in (consent stored
 * with its time) or out (`setMemberNewsletter`). 200 `{ optIn, consentAt }`; 400 invalid
 * body; 401 signed out.
 */
export const POST = route({ guard: signedIn, body }, async ({ reader, body }) => {
  const state = await setMemberNewsletter(await payloadClient(), reader, body.optIn)
  return jsonOk<MemberNewsletterState>(state, { private: true })
})

/** Other methods answer 405 JSON with `Allow`. */
export const { PUT, PATCH, DELETE } = methodsNotAllowed(['GET', 'POST'])
