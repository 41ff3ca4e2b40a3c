import { route } from '@/lib/api/route'
import { jsonError } from '@/lib/api/respond'
import { clientIp } from '@/lib/auth/clientIp'
import { authLink } from '@/lib/auth/links'
import { sendAuthEmail } from '@/lib/auth/mail'
import { AUTH_MESSAGES } from '@/lib/auth/messages'
import { consumeRateLimit, tooManyRequests } from '@/lib/auth/rateLimit'
import { apiAuthSchemas } from '@/lib/auth/schemas'
import { signUp } from '@/lib/auth/signUp'
import { invitationCode, invitationMessage } from '@/lib/invitations/redeem'
import { payloadClient } from '@/lib/payload'
import { afterResponse } from '@/lib/server/afterResponse'
import { methodsNotAllowed } from '@/lib/api/methods'

/**
 * POST /api/auth/sign-up (docs/product.md, "Invitation codes").
 * Body `{ inviteCode, firstName, lastName, email, password, language? }`.
 * - 201 `{ message }`: a verification email is on its way. The same answer (and a notice
 *   email instead) when the address already has an account: no enumeration.
 * - 400 `{ message, issues? }`: invalid input (German texts), an unknown, expired
 *   or used-up invitation code, or a personal code sent to another address.
 * - 429 `{ code, message }` with Retry-After: too many sign-ups from this IP or for this email.
 */
export const POST = route({ body: apiAuthSchemas.signUp }, async ({ request, body }) => {
  const payload = await payloadClient()
  const retryAfter = await consumeRateLimit(payload, 'signUp', {
    ip: clientIp(request.headers),
    email: body.email,
  })
  if (retryAfter) return tooManyRequests(retryAfter)

  const outcome = await signUp(payload, body)
  if (outcome.result === 'invalidCode')
    return jsonError(400, invitationCode(outcome.problem), invitationMessage(outcome.problem))
  if (outcome.result === 'created') {
    const { user, verificationToken } = outcome
    afterResponse('sign-up mail', () =>
      sendAuthEmail(payload, user, 'verifyEmail', {
        url: authLink('verifyEmail', user.language, verificationToken),
      }),
    )
  } else {
    const { user } = outcome
    afterResponse('sign-up mail', () =>
      sendAuthEmail(payload, user, 'accountExists', {
        signInUrl: authLink('signIn', user.language),
      }),
    )
  }
  return Response.json({ message: AUTH_MESSAGES.signUpDone }, { status: 201 })
})

/** Other methods answer 405 JSON with `Allow`. */
export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST'])
