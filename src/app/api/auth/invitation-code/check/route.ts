import { z } from 'zod'

import { parseJsonBody } from '@/lib/api/body'
import { apiHandler } from '@/lib/api/handler'
import { jsonError, jsonOk } from '@/lib/api/respond'
import { clientIp } from '@/lib/auth/clientIp'
import { consumeRateLimit, tooManyRequests } from '@/lib/auth/rateLimit'
import {
  INVALID_INVITATION_MESSAGE,
  invitationMessage,
  invitationProblem,
} from '@/lib/invitations/redeem'
import { payloadClient } from '@/lib/payload'

const body = z.object({
  code: z.string().trim().min(1, INVALID_INVITATION_MESSAGE).max(64),
  email: z.string().trim().max(254).optional(),
})

/**
 * POST /api/auth/invitation-code/check `{ code, email? }`: whether an
 * invitation code can be used now, asked by the Supabase-mode sign-up before Supabase
 * creates the account (the code is redeemed when the journal first sees the new user).
 * With `email`, a personal code counts only for its own address. Counts no use.
 * - 200 `{ valid: true }`; 400 `{ message }` unknown, expired or used-up code, or a
 *   personal code of another address; 429 too many checks
 */
export const POST = apiHandler(async (request: Request): Promise<Response> => {
  const payload = await payloadClient()
  const wait = await consumeRateLimit(payload, 'invitationCheck', { ip: clientIp(request.headers) })
  if (wait) return tooManyRequests(wait)
  const parsed = await parseJsonBody(request, body)
  if ('response' in parsed) return parsed.response
  const problem = await invitationProblem(payload, parsed.data.code, {
    email: parsed.data.email || undefined,
  })
  if (problem) return jsonError(400, invitationMessage(problem))
  return jsonOk({ valid: true }, { private: true })
})
