import type { Payload } from 'payload'
import { z } from 'zod'

import type { User } from '@payload-types'

import { payloadErrorStatus } from '../payloadErrors'
import { isStaffUser } from '../roles'
import { findUserByEmail } from '../users'
import { supabaseAuthConfig } from './config'
import { supabaseTokenFrom } from './token'
import { findBySupabaseId } from './users'
import { verifySupabaseToken, type SupabaseClaims } from './verify'

import { asServer } from '@/lib/payload/readAs'

/**
 * Stable error codes (and German messages) of linking a Supabase user to an existing
 * journal account. The browser translates by code.
 */
export const SUPABASE_LINK_ERRORS = {
  supabaseLinkRequired: {
    status: 409,
    message:
      'Zu dieser E-Mail-Adresse besteht bereits ein Konto im Journal. Bestätigen Sie es einmal mit seinem Passwort, um es mit Ihrer Anmeldung zu verknüpfen.',
  },
  supabaseModeOff: { status: 404, message: 'Die Anmeldung über Supabase ist nicht eingerichtet.' },
  notSignedIn: { status: 401, message: 'Nicht angemeldet' },
  nothingToLink: {
    status: 404,
    message: 'Zu dieser E-Mail-Adresse gibt es kein Konto im Journal, das verknüpft werden kann.',
  },
  notLinkable: {
    status: 403,
    message:
      'Dieses Konto kann nicht verknüpft werden. Redaktion und Verwaltung melden sich mit ihrem Journal-Passwort an.',
  },
  wrongPassword: { status: 401, message: 'Das Passwort des Journal-Kontos ist falsch.' },
  unverified: {
    status: 403,
    message:
      'Die E-Mail-Adresse des Journal-Kontos ist noch nicht bestätigt. Bitte bestätigen Sie sie zuerst.',
  },
} as const satisfies Record<string, { status: number; message: string }>

export type SupabaseLinkError = keyof typeof SUPABASE_LINK_ERRORS

/** Body of `POST /api/auth/supabase/link`: the journal account's password. */
export const supabaseLinkBody = z.object({
  password: z.string().min(1, 'Bitte geben Sie das Passwort ein').max(1000),
})

/**
 * The verified claims of the request's Supabase access token (Bearer header or the
 * `sb-…-auth-token` cookie), or null: Supabase mode off, no token, or an invalid one.
 */
export async function supabaseClaimsFrom(headers: Headers): Promise<SupabaseClaims | null> {
  const config = supabaseAuthConfig()
  const token = config && supabaseTokenFrom(headers)
  return token && config ? verifySupabaseToken(token, config) : null
}

/**
 * The journal account a Supabase user may link to once they prove they own it: the
 * account with the token's address, not linked to any Supabase user and not a staff
 * account (staff sign in with their journal password and are linked by hand). Null when
 * there is none, or when the Supabase user is linked already.
 */
async function linkableAccount(
  payload: Payload,
  claims: SupabaseClaims,
): Promise<{ account: User | null; reason: 'nothingToLink' | 'notLinkable' | null }> {
  const account = await findUserByEmail(payload, claims.email)
  if (!account) return { account: null, reason: 'nothingToLink' }
  if (account.supabaseUserId || isStaffUser(account))
    return { account: null, reason: 'notLinkable' }
  return { account, reason: null }
}

/**
 * Whether a request signed in at Supabase (valid token) but not in the journal is waiting
 * for a link: its Supabase user has no journal account yet, and an unlinked, non-staff
 * journal account with its address exists. `GET /api/auth/user` then answers 409
 * `supabaseLinkRequired` instead of 401, so the screen can ask for the journal password.
 */
export async function supabaseLinkPending(payload: Payload, headers: Headers): Promise<boolean> {
  const claims = await supabaseClaimsFrom(headers)
  if (!claims || (await findBySupabaseId(payload, claims.sub))) return false
  return (await linkableAccount(payload, claims)).account !== null
}

/** Outcome of `linkSupabaseAccount`: the linked account, or why nothing was linked. */
export type SupabaseLinkOutcome =
  | { result: 'linked'; user: User }
  | { result: 'refused'; error: Exclude<SupabaseLinkError, 'supabaseLinkRequired'> }

/**
 * Links the Supabase user of `claims` to the existing journal account with the same
 * address, after its owner proved it with the account's `password` (checked by Payload's
 * own login, so wrong passwords cost what a sign-in costs). An address alone never links:
 * a Supabase project may let anyone register any address without confirming it.
 * - already linked to this Supabase user: that account (nothing changes);
 * - no account with the address: `nothingToLink`; linked to another Supabase user, or a
 *   staff account: `notLinkable`;
 * - wrong password: `wrongPassword`; the account's address not verified: `unverified`.
 * The link is one conditional update (only while the account has no link), so two
 * Supabase users proving the same password at once cannot both win.
 */
export async function linkSupabaseAccount(
  payload: Payload,
  claims: SupabaseClaims,
  password: string,
): Promise<SupabaseLinkOutcome> {
  const known = await findBySupabaseId(payload, claims.sub)
  if (known) return { result: 'linked', user: known }
  const { account, reason } = await linkableAccount(payload, claims)
  if (!account) return { result: 'refused', error: reason ?? 'nothingToLink' }
  try {
    await payload.login({
      collection: 'users',
      data: { email: account.email, password },
      ...asServer('Account linking: the journal password is checked as a sign-in would.'),
    })
  } catch (error) {
    const status = payloadErrorStatus(error)
    if (status === 403) return { result: 'refused', error: 'unverified' }
    if (status === 401 || status === 400) return { result: 'refused', error: 'wrongPassword' }
    throw error
  }
  const { docs } = await payload.update({
    collection: 'users',
    where: { and: [{ id: { equals: account.id } }, { supabaseUserId: { exists: false } }] },
    data: { supabaseUserId: claims.sub },
    ...asServer(
      'Account linking: the password was just checked; the server records the Supabase id.',
    ),
    depth: 0,
  })
  const linked = docs[0]
  if (linked) return { result: 'linked', user: linked as User }
  const raced = await findBySupabaseId(payload, claims.sub)
  return raced ? { result: 'linked', user: raced } : { result: 'refused', error: 'notLinkable' }
}
