import type { Payload } from 'payload'

import type { User } from '@payload-types'
import { authEmail, type AuthEmailKind } from '@/lib/email/authEmails'
import { emailBranding } from '@/lib/email/branding'

/** The user fields an account email uses. */
export type MailRecipient = Pick<User, 'email' | 'firstName' | 'lastName' | 'language'>

/** Name for the greeting: "Vorname Nachname", or null when neither is set. */
export function displayName(user: Pick<User, 'firstName' | 'lastName'>): string | null {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || null
}

/**
 * Sends an account email (text and HTML) in the recipient's language through Payload's
 * email adapter: real SMTP with SMTP_URL, otherwise the studio's email outbox.
 * `url` is the action link; `signInUrl` is used by the "account exists" notice.
 */
export async function sendAuthEmail(
  payload: Payload,
  to: MailRecipient,
  kind: AuthEmailKind,
  links: { url?: string; signInUrl?: string } = {},
): Promise<void> {
  const branding = await emailBranding(payload)
  const mail = await authEmail(
    kind,
    { name: displayName(to), ...links },
    branding,
    to.language ?? 'de',
  )
  await payload.sendEmail({ to: to.email, subject: mail.subject, text: mail.text, html: mail.html })
}
