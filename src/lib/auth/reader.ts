import 'server-only'

import type { User } from '@payload-types'
import { userHasPremium } from '@/lib/membership/reads'
import { payloadClient } from '@/lib/payload'

/** A signed-in user with their premium state (`hasActiveMembership`, looked up per request). */
export type SignedInReader = User & { hasPremium: boolean }

/**
 * The signed-in user of a request, from the Payload session cookie or an `Authorization:
 * Bearer <token>` header (every product API endpoint accepts both), with `hasPremium`; null
 * for visitors and for invalid or expired tokens.
 */
export async function readerFrom(headers: Headers): Promise<SignedInReader | null> {
  const payload = await payloadClient()
  let user: User | null
  try {
    user = ((await payload.auth({ headers })).user as User | null) ?? null
  } catch {
    return null
  }
  if (!user) return null
  return { ...user, hasPremium: await userHasPremium(payload, user.id) }
}
