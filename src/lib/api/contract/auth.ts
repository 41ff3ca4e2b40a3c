/**
 * Contract of the account endpoints the browser reads: `GET /api/auth/user` (the session
 * user), `GET /api/auth/config` (the auth mode), `POST /api/auth/invitation-code/check`
 * and `POST /api/auth/invitation-requests`. Types only from lib, no zod at run time: the
 * header and the premium body of reading pages use this module.
 */
import type { AuthUser } from '@/lib/auth/authUser'
import type { AuthModeAnswer } from '@/lib/auth/mode'
import { expiredSignedInHintCookie } from '@/lib/auth/signedInHint'
import type { InvitationRequestInput } from '@/lib/invitations/requestSchema'

import { ApiError, fetchJson, postJson, type JsonCallResult } from './fetchJson'

/** Path and SWR key of the session user. */
export const SESSION_USER_PATH = '/api/auth/user'

/**
 * `GET /api/auth/user` 200: the signed-in user (401 `{ code, message }` for nobody; in Supabase
 * mode 409 `{ code: 'supabaseLinkRequired' }` while an existing journal account with the
 * same address waits to be linked by `POST /api/auth/supabase/link`).
 */
export type SessionUserAnswer = AuthUser
/** `GET /api/auth/config` 200: which auth mode the server runs in. */
export type AuthConfigAnswer = AuthModeAnswer
/** `POST /api/auth/invitation-code/check` 200 (400 `{ code, message }` names the problem). */
export type InvitationCheckAnswer = { valid: true }
/** `POST /api/auth/invitation-requests` 200/202: the same neutral `{ message }` for every address. */
export type InvitationRequestAnswer = { message: string }

/**
 * The signed-in user, or null for nobody and for any failure (the page then shows the
 * signed-out state). A 401 also removes a stale signed-in hint cookie (the session expired
 * or was ended elsewhere).
 */
export async function fetchSessionUser(): Promise<SessionUserAnswer | null> {
  try {
    return await fetchJson<SessionUserAnswer>(SESSION_USER_PATH)
  } catch (error) {
    if (error instanceof ApiError && error.status === 401)
      document.cookie = expiredSignedInHintCookie()
    return null
  }
}

/** The server's auth mode; throws `ApiError` when it cannot be asked. */
export function fetchAuthConfig(): Promise<AuthConfigAnswer> {
  return fetchJson<AuthConfigAnswer>('/api/auth/config')
}

/** Checks an invitation code (and the address it may be bound to) before a sign-up. */
export function checkInvitationCode(
  code: string,
  email?: string,
): Promise<JsonCallResult<InvitationCheckAnswer>> {
  return postJson<InvitationCheckAnswer>('/api/auth/invitation-code/check', { code, email })
}

/** Sends a dentist's request for an invitation. */
export function requestInvitation(
  input: InvitationRequestInput,
): Promise<JsonCallResult<InvitationRequestAnswer>> {
  return postJson<InvitationRequestAnswer>('/api/auth/invitation-requests', input)
}
