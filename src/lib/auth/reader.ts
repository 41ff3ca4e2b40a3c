import 'server-only'

import type { User } from '@payload-types'

import { payloadClient } from '@/lib/payload'

/**
 * The signed-in user of a request, from the Payload session cookie or an
 * `Authorization: Bearer <token>` header (spec §7 "Shared behaviour"); null for visitors
 * and for invalid or expired tokens.
 */
export async function readerFrom(headers: Headers): Promise<User | null> {
  const payload = await payloadClient()
  try {
    const { user } = await payload.auth({ headers })
    return (user as User | null) ?? null
  } catch {
    return null
  }
}
