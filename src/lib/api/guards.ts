import 'server-only'

import { readerFrom, type SignedInReader } from '@/lib/auth/reader'

import { jsonError } from './respond'
import type { Guard } from './route'

/**
 * Guard of endpoints for signed-in readers (session cookie or Bearer token, both auth
 * modes): hands over `{ reader }` (the user with `hasPremium`), else 401
 * `{ message: 'Nicht angemeldet' }`.
 */
export const signedIn: Guard<{ reader: SignedInReader }> = async (request) => {
  const reader = await readerFrom(request.headers)
  return reader ? { reader } : jsonError(401, 'not_signed_in')
}
