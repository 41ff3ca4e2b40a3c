/**
 * Vocabulary of newsletter issues and their delivery (see docs/architecture.md,
 * "Newsletter delivery").
 */

/** Collection slug of the issues and digests. */
export const NEWSLETTERS = 'newsletters' as const
/** Collection slug of the delivery rows: one per issue and recipient. */
export const NEWSLETTER_DELIVERIES = 'newsletter-deliveries' as const

/** An editor's issue, or a weekly digest drafted by the digest job. */
export const NEWSLETTER_KINDS = ['issue', 'digest'] as const

/**
 * Where an issue stands: `draft` (editable), `scheduled` (a send job waits for its time),
 * `sending` (the job is under way), `sent` (every recipient was tried), `failed` (the job
 * gave up; failed deliveries can be retried). `sent` and `sending` can never be sent again.
 */
export const NEWSLETTER_ISSUE_STATUSES = [
  'draft',
  'scheduled',
  'sending',
  'sent',
  'failed',
] as const
export type NewsletterIssueStatus = (typeof NEWSLETTER_ISSUE_STATUSES)[number]

/** German studio labels of the issue statuses. */
export const ISSUE_STATUS_LABELS: Record<NewsletterIssueStatus, { de: string; en: string }> = {
  draft: { de: 'Entwurf', en: 'Draft' },
  scheduled: { de: 'Geplant', en: 'Scheduled' },
  sending: { de: 'Wird versendet', en: 'Sending' },
  sent: { de: 'Versendet', en: 'Sent' },
  failed: { de: 'Fehlgeschlagen', en: 'Failed' },
}

/**
 * A delivery: `pending` until the job has tried it, `sending` while the mail is handed to
 * the mail server, `sent` when the server took the
 * message, `failed` when it refused it (the SMTP answer is kept in `error`), `skipped` when
 * the recipient had unsubscribed or bounced between the start of the send and their turn.
 */
export const DELIVERY_STATUSES = ['pending', 'sending', 'sent', 'failed', 'skipped'] as const

/** Recipients per batch when the settings name none. */
export const DEFAULT_BATCH_SIZE = 50
/** Mails per second when the settings name no limit. */
export const DEFAULT_MAILS_PER_SECOND = 10
/**
 * SMTP connections a send keeps open, and so mails handed over at the same moment. One
 * connection carries well over the default pace; with more, a send that dies can leave as
 * many recipients uncertain (see INTERRUPTED_DELIVERY_ERROR) instead of at most one.
 */
export const DEFAULT_SMTP_CONNECTIONS = 1
/** Mails sent over one SMTP connection before the send opens a fresh one. */
export const SMTP_MESSAGES_PER_CONNECTION = 100

/**
 * The error of a delivery that was being handed to the mail server when its send job died:
 * the message may have arrived, so it is neither sent again nor retried (a recipient gets
 * an issue at most once).
 */
export const INTERRUPTED_DELIVERY_ERROR =
  'Versand wurde während der Zustellung abgebrochen; die E-Mail ist vielleicht angekommen und wird nicht erneut gesendet.'
