import { NextResponse } from 'next/server'
import type { Payload } from 'payload'

import type { User } from '@payload-types'
import { userHasPremium } from '@/lib/membership/reads'

import { toAuthUser, type AuthUser } from './authUser'
import type { IssuedSession } from './session'

/**
 * Answer of the sign-in endpoints: the user (as `GET /api/auth/user`) and when the
 * session ends (`expires_at` in Unix seconds, `expires_in` in seconds). A browser's
 * session is only the HTTP-only cookie: page scripts never see the token, so an injected
 * script could not carry it off. A client that asked for a Bearer token (`bearer: true`)
 * gets it in the shape of a Supabase session (`access_token`, `token_type`) and no cookie.
 */
export type SignedInBody = {
  user: AuthUser
  expires_at: number
  expires_in: number
  access_token?: string
  token_type?: 'bearer'
}

/**
 * 200 with SignedInBody; never cached. By default the session goes into the Set-Cookie
 * headers (session cookie and signed-in hint); with `bearer` it goes into the body instead.
 */
export async function signedInResponse(
  payload: Payload,
  user: User,
  session: IssuedSession,
  { bearer = false }: { bearer?: boolean } = {},
): Promise<NextResponse> {
  const body: SignedInBody = {
    user: toAuthUser(user, await userHasPremium(payload, user.id)),
    expires_at: session.exp,
    expires_in: Math.max(0, session.exp - Math.floor(Date.now() / 1000)),
    ...(bearer ? { access_token: session.token, token_type: 'bearer' as const } : {}),
  }
  const response = NextResponse.json(body, { headers: { 'Cache-Control': 'private, no-store' } })
  if (!bearer) for (const cookie of session.cookies) response.headers.append('Set-Cookie', cookie)
  return response
}
