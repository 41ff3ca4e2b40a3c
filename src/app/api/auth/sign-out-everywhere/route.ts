import { signedIn } from '@/lib/api/guards'
import { route } from '@/lib/api/route'
import { AUTH_MESSAGES } from '@/lib/auth/messages'
import { expiredSessionCookie, revokeAllSessions } from '@/lib/auth/session'
import { expiredSignedInHintCookie } from '@/lib/auth/signedInHint'
import { payloadClient } from '@/lib/payload'
import { methodsNotAllowed } from '@/lib/api/methods'

/**
 * POST /api/auth/sign-out-everywhere ("Auf allen Geräten abmelden" on `/account/security`).
 * Body `{}`.
 * - 200 `{ message: 'Sie wurden auf allen Geräten abgemeldet.' }`: every session of the
 *   account ends, this one included (cookies and Bearer tokens stop working at once), and
 *   this browser's session cookie and signed-in hint are removed. Whoever may have had a
 *   session elsewhere is out; the reader signs in again here.
 * - 401 `{ message: 'Nicht angemeldet' }`.
 * In Supabase mode the browser client ends the Supabase sessions itself; this endpoint
 * then ends the journal sessions the account may also have.
 */
export const POST = route({ guard: signedIn }, async ({ reader }) => {
  const payload = await payloadClient()
  await revokeAllSessions(payload, reader.id)
  const response = Response.json(
    { message: AUTH_MESSAGES.signedOutEverywhere },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
  response.headers.append('Set-Cookie', expiredSessionCookie(payload))
  response.headers.append('Set-Cookie', expiredSignedInHintCookie())
  return response
})

/** Other methods answer 405 JSON with `Allow`. */
export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST'])
