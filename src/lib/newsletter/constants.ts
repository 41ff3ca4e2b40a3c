/**
 * Vocabulary of the newsletter subscription: a double-opt-in
 * list stored in our own database.
 */

/**
 * Where a subscriber stands: `pending` until the confirmation link is opened and the
 * confirm button pressed, `confirmed` while newsletters may be sent, `unsubscribed` after
 * a revocation (and again pending a new confirmation, which alone brings the address
 * back).
 */
export const NEWSLETTER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number]

/** The form a subscription came from: article sidebar, home page 'Stay Updated' block, footer. */
export const NEWSLETTER_SOURCES = ['sidebar', 'stay-updated', 'footer'] as const
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number]

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
