import { NextResponse } from 'next/server'
import type { Payload } from 'payload'

import type { User } from '@payload-types'
import { userHasPremium } from '@/lib/membership/reads'

import { toAuthUser, type AuthUser } from './authUser'
import type { IssuedSession } from './session'

/**
 * Answer of the sign-in endpoints: the user (as `GET /api/auth/user`) and the session in
 * the shape of a Supabase session (`access_token`, usable as a Bearer token;
 * `expires_at` in Unix seconds; `expires_in` in seconds), plus the HTTP-only session cookie.
 */
export type SignedInBody = {
  user: AuthUser
  access_token: string
  token_type: 'bearer'
  expires_at: number
  expires_in: number
}

/** 200 with SignedInBody and the Set-Cookie header; never cached. */
export async function signedInResponse(
  payload: Payload,
  user: User,
  session: IssuedSession,
): Promise<NextResponse> {
  const body: SignedInBody = {
    user: toAuthUser(user, await userHasPremium(payload, user.id)),
    access_token: session.token,
    token_type: 'bearer',
    expires_at: session.exp,
    expires_in: Math.max(0, session.exp - Math.floor(Date.now() / 1000)),
  }
  const response = NextResponse.json(body, { headers: { 'Cache-Control': 'private, no-store' } })
  for (const cookie of session.cookies) response.headers.append('Set-Cookie', cookie)
  return response
}
