/** What replaces a link token in a stored or logged mail. */
export const REDACTED_TOKEN = '[entfernt]'

// `token=` as a query parameter or in the fragment (`?token=`, `&token=`, `&amp;token=` in
// HTML, `#token=`) and its value, up to the next separator or markup character.
const TOKEN_IN_LINK = /([?&#;]token=)[^\s"'<>&#]+/g

/**
 * The text or HTML of a mail with the token of every link replaced by REDACTED_TOKEN
 * (`…/verify-email#token=[entfernt]`, `…/newsletter/confirm?token=[entfernt]`): the links
 * still show where they lead, but none of them works any more. Account links (sign-in,
 * password reset, verification) and newsletter links all carry their secret as `token`.
 */
export function redactLinkTokens(content: string): string {
  return content.replace(TOKEN_IN_LINK, `$1${REDACTED_TOKEN}`)
}
