/**
 * Vocabulary of invitation requests: dentists without an invitation code ask for one on
 * `/sign-up`; an administrator approves (a personal code is mailed) or rejects.
 */

/** Collection slug of the requests. */
export const INVITATION_REQUESTS = 'invitation-requests' as const

/** `open` until an administrator decides; then `approved` (code sent) or `rejected`. */
export const INVITATION_REQUEST_STATUSES = ['open', 'approved', 'rejected'] as const
export type InvitationRequestStatus = (typeof INVITATION_REQUEST_STATUSES)[number]

/** German labels of the statuses, as the studio shows them. */
export const INVITATION_REQUEST_STATUS_LABELS: Record<InvitationRequestStatus, string> = {
  open: 'Offen',
  approved: 'Freigegeben',
  rejected: 'Abgelehnt',
}

/** How long the personal code of an approved request stays valid, unless the admin chooses (days). */
export const INVITATION_VALID_DAYS = 30

/** The neutral answer to every accepted request (German, for the form). */
export const INVITATION_REQUEST_RECEIVED =
  'Vielen Dank. Ihre Anfrage ist eingegangen. Wir prüfen Ihre Angaben und melden uns per E-Mail.'
