import { createLocalReq, getFieldsToSign, jwtSign, type Payload, type TypedUser } from 'payload'
import {
  addSessionToUser,
  generateExpiredPayloadCookie,
  generatePayloadCookie,
} from 'payload/shared'

import { signedInHintCookie } from './signedInHint'

/**
 * A signed-in session: the JWT (also usable as a Bearer token), its expiry (Unix seconds)
 * and the Set-Cookie values to send: the HTTP-only session cookie and the signed-in hint
 * (`signedInHint.ts`).
 */
export type IssuedSession = { token: string; exp: number; cookies: string[] }

function usersConfig(payload: Payload) {
  return payload.collections.users.config
}

/**
 * Signs a user in without a password (after a magic link or an email verification
 * proved the address): adds a Payload session to the user and signs the same JWT that
 * Payload's login would, so the cookie and Bearer token work everywhere Payload's do.
 */
export async function issueSession(payload: Payload, userId: number): Promise<IssuedSession> {
  const collectionConfig = usersConfig(payload)
  const user = (await payload.db.findOne({
    collection: 'users',
    where: { id: { equals: userId } },
  })) as TypedUser | null
  if (!user) throw new Error(`issueSession: no user ${userId}`)
  const req = await createLocalReq({}, payload)
  const { sid } = await addSessionToUser({ collectionConfig, payload, req, user })
  const fieldsToSign = getFieldsToSign({
    collectionConfig,
    email: user.email as string,
    sid,
    user: { ...user, collection: 'users' } as TypedUser,
  })
  const { token, exp } = await jwtSign({
    fieldsToSign,
    secret: payload.secret,
    tokenExpiration: collectionConfig.auth.tokenExpiration,
  })
  return { token, exp, cookies: sessionCookies(payload, token, exp) }
}

/** Set-Cookie values for a session `token` expiring at `exp` (Unix seconds): session cookie and signed-in hint. */
export function sessionCookies(payload: Payload, token: string, exp: number): string[] {
  return [sessionCookie(payload, token), signedInHintCookie(exp)]
}

/** The Set-Cookie value that stores `token` as Payload's HTTP-only session cookie. */
export function sessionCookie(payload: Payload, token: string): string {
  return generatePayloadCookie({
    collectionAuthConfig: usersConfig(payload).auth,
    cookiePrefix: payload.config.cookiePrefix,
    token,
  })
}

/** The Set-Cookie value that removes the session cookie. */
export function expiredSessionCookie(payload: Payload): string {
  return generateExpiredPayloadCookie({
    collectionAuthConfig: usersConfig(payload).auth,
    cookiePrefix: payload.config.cookiePrefix,
  })
}

/**
 * Ends every session of a user (after a password change or reset): tokens signed for
 * those sessions stop working at once.
 */
export async function revokeAllSessions(payload: Payload, userId: number): Promise<void> {
  await payload.db.updateOne({
    collection: 'users',
    id: userId,
    data: { sessions: [] },
    returning: false,
  })
}
