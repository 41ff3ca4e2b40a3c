import type { CollectionAfterLoginHook, CollectionAfterLogoutHook, PayloadRequest } from 'payload'

import { expiredSignedInHintCookie, signedInHintCookie } from '@/lib/auth/signedInHint'

/** Adds a Set-Cookie header to the answer of Payload's own endpoint handling `req`. */
function appendSetCookie(req: PayloadRequest, cookie: string): void {
  req.responseHeaders ??= new Headers()
  req.responseHeaders.append('Set-Cookie', cookie)
}

/**
 * Payload's own login (the studio, `/api/cms/users/login`) sets the session cookie: set the
 * signed-in hint next to it, valid as long as the token (`exp`, Unix seconds).
 */
export const setSignedInHint: CollectionAfterLoginHook = ({ req, token, user }) => {
  const exp = decodeExp(token)
  if (exp) appendSetCookie(req, signedInHintCookie(exp))
  return user
}

/** Payload's logout removes the session cookie: remove the hint with it. */
export const clearSignedInHint: CollectionAfterLogoutHook = ({ req }) => {
  appendSetCookie(req, expiredSignedInHintCookie())
}

/** The `exp` claim of a JWT (Unix seconds), read without verifying: only its lifetime is used. */
function decodeExp(token: string | undefined): number | null {
  try {
    const payload = JSON.parse(Buffer.from(token?.split('.')[1] ?? '', 'base64url').toString())
    return typeof payload.exp === 'number' ? payload.exp : null
  } catch {
    return null
  }
}
