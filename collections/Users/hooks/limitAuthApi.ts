import {
  APIError,
  type CollectionAfterLoginHook,
  type CollectionAfterOperationHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload'

import { clientIp } from '@/lib/auth/clientIp'
import { authLink } from '@/lib/auth/links'
import { sendAuthEmail } from '@/lib/auth/mail'
import { consumeRateLimit, forgetSuccessfulSignIn, rateLimitMessage } from '@/lib/auth/rateLimit'
import { simulatePasswordCheck } from '@/lib/auth/timing'
import { findUserByEmail } from '@/lib/auth/users'
import { afterResponse } from '@/lib/server/afterResponse'

/**
 * The 429 of Payload's API with the German message and a Retry-After header (seconds).
 * The error carries `data` and an explicit `name`: Payload answers the message of an
 * APIError it recognises by class or by name, and in the production build neither holds
 * for an error made by our bundled hook (the class is a second copy, its name minified),
 * so the studio showed "An unknown error occurred." instead.
 */
function tooManyAttempts(req: PayloadRequest, seconds: number): APIError {
  const error = new APIError(rateLimitMessage(seconds), 429, { retryAfter: seconds }, true)
  error.name = 'APIError'
  req.responseHeaders = new Headers(req.responseHeaders)
  req.responseHeaders.set('Retry-After', String(seconds))
  return error
}

const emailOf = (data: unknown): string | undefined => {
  const email = (data as { email?: unknown } | undefined)?.email
  return typeof email === 'string' ? email.trim().toLowerCase() : undefined
}

/**
 * Payload's own REST and GraphQL login and forgot-password (used by the studio) get the
 * same rate limits as `/api/auth/sign-in` and `/api/auth/forgot-password`, so neither can
 * be used to guess passwords or to flood someone's inbox. A login for an address without
 * an account spends the time of a password check, as Payload skips hashing then (timing
 * would tell which addresses exist); forgot-password sends its email after the response
 * (see `mailStudioResetLink`). Local API calls (our own routes, which do the same
 * themselves) pass through. Answers 429 with the German message.
 */
export const limitAuthApi: CollectionBeforeOperationHook = async ({ operation, args, req }) => {
  if (req.payloadAPI === 'local' || (operation !== 'login' && operation !== 'forgotPassword'))
    return args
  const action = operation === 'login' ? 'signIn' : 'forgotPassword'
  const data = (args as { data?: { password?: unknown } }).data
  const email = emailOf(data)
  const retryAfter = await consumeRateLimit(req.payload, action, {
    ip: clientIp(req.headers),
    email,
  })
  if (retryAfter) throw tooManyAttempts(req, retryAfter)
  if (operation === 'login' && email && !(await findUserByEmail(req.payload, email)))
    await simulatePasswordCheck(String(data?.password ?? ''))
  if (operation === 'forgotPassword') return { ...args, disableEmail: true }
  return args
}

/**
 * The studio's forgot-password email, sent after the response (Payload would send it
 * before answering, and only for existing accounts: the delay would tell).
 */
export const mailStudioResetLink: CollectionAfterOperationHook = ({
  operation,
  args,
  result,
  req,
}) => {
  if (req.payloadAPI === 'local' || operation !== 'forgotPassword' || typeof result !== 'string')
    return result
  const email = emailOf((args as { data?: unknown }).data)
  const { payload } = req
  afterResponse('studio password reset', async () => {
    const user = email ? await findUserByEmail(payload, email) : null
    if (user)
      await sendAuthEmail(payload, user, 'resetPassword', {
        url: authLink('resetPassword', user.language, result),
      })
  })
  return result
}

/**
 * A successful studio sign-in forgets the failed attempts for that address from that IP
 * address and does not count against the IP's budget (as `/api/auth/sign-in`).
 */
export const resetSignInLimit: CollectionAfterLoginHook = async ({ req, user }) => {
  if (req.payloadAPI !== 'local')
    await forgetSuccessfulSignIn(req.payload, {
      email: String(user.email).toLowerCase(),
      ip: clientIp(req.headers),
    })
  return user
}
