import { z } from 'zod'

import type { InvitationCheckAnswer } from '@/lib/api/contract/auth'
import { jsonError, jsonOk } from '@/lib/api/respond'
import { route, type Guard } from '@/lib/api/route'
import { clientIp } from '@/lib/auth/clientIp'
import { consumeRateLimit, tooManyRequests } from '@/lib/auth/rateLimit'
import {
  INVALID_INVITATION_MESSAGE,
  invitationCode,
  invitationMessage,
  invitationProblem,
} from '@/lib/invitations/redeem'
import { payloadClient } from '@/lib/payload'
import { methodsNotAllowed } from '@/lib/api/methods'

const body = z.object({
  code: z.string().trim().min(1, INVALID_INVITATION_MESSAGE).max(64),
  email: z.string().trim().max(254).optional(),
})

/** RATE_LIMITS.invitationCheck per IP, counted before the body is read (429 `{ code, message }`). */
const perIp: Guard<object> = async (request) => {
  const wait = await consumeRateLimit(await payloadClient(), 'invitationCheck', {
    ip: clientIp(request.headers),
  })
  return wait ? tooManyRequests(wait) : {}
}

/**
 * POST /api/auth/invitation-code/check `{ code, email? }`: whether an
 * invitation code can be used now, asked by the Supabase-mode sign-up before Supabase
 * creates the account (the code is redeemed when the journal first sees the new user).
 * With `email`, a personal code counts only for its own address. Counts no use.
 * - 200 `{ valid: true }`; 400 `{ code, message }` unknown, expired or used-up code, or a
 *   personal code of another address; 429 too many checks
 */
export const POST = route({ guard: perIp, body }, async ({ body }) => {
  const problem = await invitationProblem(await payloadClient(), body.code, {
    email: body.email || undefined,
  })
  if (problem) return jsonError(400, invitationCode(problem), invitationMessage(problem))
  return jsonOk<InvitationCheckAnswer>({ valid: true }, { private: true })
})

/** Other methods answer 405 JSON with `Allow`. */
export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST'])
