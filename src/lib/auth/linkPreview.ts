import type { Payload } from 'payload'

import type { User } from '@payload-types'

import { isSameBrowser } from './linkBrowser'
import { peekMagicLinkToken } from './magicLink'
import { peekVerificationToken } from './verification'

/** The account links that sign in: the magic link (`/account`) and the verification link (`/verify-email`). */
export type SignInLinkKind = 'magic' | 'verify'

/**
 * What the landing page of a sign-in link learns before anything happens
 * (`POST /api/auth/link-preview`): the account's address masked (`d…@praxis.de`), whether
 * the reader must confirm before the link signs in, and the full address of the account
 * this browser is signed in to when that is another one (else null).
 */
export type LinkPreview = { email: string; needsConfirmation: boolean; signedInAs: string | null }

/**
 * An address with its local part hidden but for the first character: `d…@praxis.de`.
 * Enough for the owner to recognise it, too little to learn someone's address from a link.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  if (at < 1) return '…'
  return `${email.slice(0, 1)}…${email.slice(at)}`
}

/** The account a sign-in link belongs to and how opening it here must go on. */
export type LinkTarget = { userId: number; preview: LinkPreview }

/**
 * Resolves a sign-in link's `token` without using it up, for a request with `headers`.
 * Opening a link from a mail never silently replaces the session a reader is in, and never
 * silently signs a browser in to an account it did not ask for: confirmation is needed
 * unless this browser is already signed in to that account, or, with no session here, the
 * link is a magic link that this browser asked for. Verification links are not tied to a
 * browser (sign-up may have happened anywhere), so they always ask unless the account is
 * already signed in here. Null for an unknown, used or expired token.
 */
export async function resolveLinkTarget(
  payload: Payload,
  kind: SignInLinkKind,
  token: string,
  headers: Headers,
): Promise<LinkTarget | null> {
  let userId: number
  let sameBrowser = false
  if (kind === 'magic') {
    const found = await peekMagicLinkToken(payload, token)
    if (!found) return null
    userId = found.userId
    sameBrowser = isSameBrowser(headers, found.browserHash)
  } else {
    const found = await peekVerificationToken(payload, token)
    if (!found) return null
    userId = found.id
  }
  const user = await payload.db.findOne<Pick<User, 'id' | 'email'>>({
    collection: 'users',
    where: { id: { equals: userId } },
  })
  if (!user) return null
  const current = await sessionUser(payload, headers)
  const needsConfirmation = current ? current.id !== userId : !sameBrowser
  return {
    userId,
    preview: {
      email: maskEmail(user.email),
      needsConfirmation,
      signedInAs: current && current.id !== userId ? current.email : null,
    },
  }
}

/** The account this request is signed in to (session cookie or Bearer token), or null. */
async function sessionUser(payload: Payload, headers: Headers): Promise<User | null> {
  try {
    return ((await payload.auth({ headers })).user as User | null) ?? null
  } catch {
    return null
  }
}
