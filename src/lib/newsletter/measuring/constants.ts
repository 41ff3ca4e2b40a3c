/**
 * Vocabulary of newsletter measuring (opens and clicks), which only subscribers who
 * consented to it separately are subject to (docs/security.md, "Newsletter measuring").
 */

/** The open pixel: `GET` answers a 1×1 GIF and records the delivery's first open. */
export const NEWSLETTER_OPEN_PATH = '/api/newsletter/open'
/** The counted-link redirect: `GET` records the click and redirects to the signed target. */
export const NEWSLETTER_CLICK_PATH = '/api/newsletter/click'
/** Where the unsubscribe page gives or withdraws the consent to measuring. */
export const NEWSLETTER_MEASURING_PATH = '/api/newsletter/measuring'
/** The anchor of the measuring section on the unsubscribe page (the mails' footer links to it). */
export const MEASURING_ANCHOR = 'measuring'

/** A transparent 1×1 GIF (42 bytes), the open pixel's body. */
export const PIXEL_GIF = Buffer.from(
  'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
  'base64',
)
