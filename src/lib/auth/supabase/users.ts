import { randomBytes } from 'node:crypto'

import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
} from 'payload'

import type { User } from '@payload-types'
import { redeemInvitationCode } from '@/lib/invitations/redeem'
import { asServer } from '@/lib/payload/readAs'

import { findUserByEmail } from '../users'
import type { SupabaseClaims } from './verify'

/** The journal account linked to the Supabase user `sub`, or null. */
export async function findBySupabaseId(payload: Payload, sub: string): Promise<User | null> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { supabaseUserId: { equals: sub } },
    limit: 1,
    depth: 0,
    ...asServer('Sign-in with a verified Supabase token, no session yet: lookup by its subject.'),
  })
  return (docs[0] as User | undefined) ?? null
}

/** What the first sight of a Supabase user may consult (all optional checks are server-side). */
export type FirstSight = {
  /** Whether Supabase confirmed the address (asked from Supabase itself, not the token's user-writable metadata). */
  emailConfirmed: () => Promise<boolean>
  /** Whether another invitation-code attempt is allowed now (rate limit against guessing). */
  mayTryInvitation: () => Promise<boolean>
}

/**
 * The `users` document of a verified Supabase token, linked by
 * `supabaseUserId`:
 * - known Supabase id: that account;
 * - an existing account with the same e-mail but no link: null (signed out). An address
 *   in a Supabase token proves nothing about who owns the journal account (a Supabase
 *   project may let anyone register any address unconfirmed), so such an account is
 *   linked only after its owner proves it (`linkSupabaseAccount`, the journal password);
 *   `GET /api/auth/user` then answers 409 `supabaseLinkRequired`;
 * - otherwise created on first sight as a doctor account (address confirmed), redeeming
 *   the invitation code of the sign-up metadata in the same transaction;
 *   without a usable code no account is created and null is returned (signed out).
 * Safe under concurrent first requests: the unique `supabaseUserId` lets one insert win.
 */
export async function userForSupabaseClaims(
  payload: Payload,
  claims: SupabaseClaims,
  firstSight: FirstSight,
): Promise<User | null> {
  const known = await findBySupabaseId(payload, claims.sub)
  if (known) return known
  if (await findUserByEmail(payload, claims.email)) return null
  if (
    !claims.userMetadata.inviteCode ||
    !(await firstSight.emailConfirmed()) ||
    !(await firstSight.mayTryInvitation())
  )
    return null
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    if (
      (await redeemInvitationCode(payload, claims.userMetadata.inviteCode, claims.email, {
        req,
      })) === null
    ) {
      await killTransaction(req)
      // A concurrent first request may have used the code's last use for this very user.
      return findBySupabaseId(payload, claims.sub)
    }
    const now = new Date().toISOString()
    const user = await payload.create({
      collection: 'users',
      req,
      ...asServer(
        'Sign-up via Supabase: no user exists yet; the invitation code was redeemed here.',
      ),
      disableVerificationEmail: true,
      depth: 0,
      data: {
        email: claims.email,
        // Never used: the password lives in Supabase. A random one keeps Payload's local
        // strategy closed for this account.
        password: randomBytes(32).toString('base64url'),
        firstName: claims.userMetadata.firstName,
        lastName: claims.userMetadata.lastName,
        roles: ['doctor'],
        accountType: 'doctor',
        supabaseUserId: claims.sub,
        _verified: true,
        emailVerifiedAt: now,
      },
    })
    await commitTransaction(req)
    return user as User
  } catch (error) {
    await killTransaction(req)
    const raced = await findBySupabaseId(payload, claims.sub)
    if (raced) return raced
    throw error
  }
}
