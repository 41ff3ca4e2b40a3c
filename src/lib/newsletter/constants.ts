/**
 * Vocabulary of the newsletter subscription: a double-opt-in
 * list stored in our own database.
 */

/**
 * Where a subscriber stands: `pending` until the confirmation link is opened and the
 * confirm button pressed, `confirmed` while newsletters may be sent, `unsubscribed` after
 * a revocation (and again pending a new confirmation, which alone brings the address
 * back), `bounced` after the mail server refused the address permanently (an SMTP 5xx
 * answer): no further newsletter goes there until a new sign-up is confirmed.
 */
export const NEWSLETTER_STATUSES = ['pending', 'confirmed', 'unsubscribed', 'bounced'] as const
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number]

/**
 * Where a subscription came from: article sidebar, home page 'Stay Updated' block, footer,
 * a member's opt-in on their account page (`account`), or the subscribed members of an
 * imported Ghost journal with their recorded consent (`import`, src/lib/import/members.ts).
 */
export const NEWSLETTER_SOURCES = [
  'sidebar',
  'stay-updated',
  'footer',
  'account',
  'import',
] as const
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number]
/** The sources a public sign-up form may name (`account` is set by the account page only). */
export const NEWSLETTER_FORM_SOURCES = ['sidebar', 'stay-updated', 'footer'] as const
export type NewsletterFormSource = (typeof NEWSLETTER_FORM_SOURCES)[number]

/** A confirmation link is valid for 7 days from the subscription request. */
export const CONFIRMATION_LINK_TTL_DAYS = 7

/** Collection slug of the subscribers. */
export const NEWSLETTER_SUBSCRIBERS = 'newsletter-subscribers' as const

/** Paths of the result pages the links in newsletter mails open (locale-prefixed like every page, German unprefixed). */
export const NEWSLETTER_PAGES = {
  confirm: '/newsletter/confirm',
  unsubscribe: '/newsletter/unsubscribe',
} as const

/** The one-click unsubscribe endpoint named in every newsletter mail's List-Unsubscribe header (RFC 8058). */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/newsletter/unsubscribe'

/**
 * Who a newsletter is written for: dentists (`doctor`: the journal's members and
 * subscribers from the professional pages) or patients. The two lists are separate: a
 * subscriber receives the issues of their own audience only.
 */
export const NEWSLETTER_AUDIENCES = ['doctor', 'patient'] as const
export type NewsletterAudience = (typeof NEWSLETTER_AUDIENCES)[number]
