/** One day in milliseconds. */
export const DAY_MS = 24 * 60 * 60 * 1000

/**
 * How long personal data is kept once it has served its purpose (docs/operations.md,
 * "Retention"; the privacy page names the same periods). Each is enforced by the daily
 * `privacyRetention` job.
 */
export const RETENTION = {
  /** An account whose address was never confirmed is removed this long after sign-up. */
  unverifiedAccountDays: 30,
  /** Mail bodies in the outbox are cleared this long after the mail went out. */
  outboxBodyDays: 1,
  /** Outbox rows (recipient, subject, time) are deleted this long after sending. */
  outboxRowDays: 90,
  /** Used sign-in links are deleted this long after use (expired ones at once). */
  usedSignInLinkDays: 1,
  /** Approved or rejected invitation requests are anonymised this long after the decision. */
  closedInvitationRequestDays: 365,
  /** Delivery rows of an unsubscribed reader are anonymised this long after unsubscribing. */
  unsubscribedDeliveryDays: 90,
} as const

/** The moment `days` days before `now`, as an ISO string for queries. */
export const daysBefore = (now: Date, days: number): string =>
  new Date(now.getTime() - days * DAY_MS).toISOString()

/** Domain of placeholder addresses written over anonymised ones (RFC 2606: never deliverable). */
export const ANONYMISED_DOMAIN = 'anonymised.invalid'
