/**
 * Status of a translation or audio job: pending -> running -> done | error. Screens show
 * done and error as such and any other value neutrally, as pending.
 */
export const JOB_STATUSES = ['pending', 'running', 'done', 'error'] as const
export type JobStatus = (typeof JOB_STATUSES)[number]

/** German studio labels of the job statuses. */
export const JOB_STATUS_LABELS: Record<JobStatus, { de: string; en: string }> = {
  pending: { de: 'Wartend', en: 'Pending' },
  running: { de: 'Läuft', en: 'Running' },
  done: { de: 'Fertig', en: 'Done' },
  error: { de: 'Fehler', en: 'Error' },
}

/**
 * The Payload jobs queues: one per kind of work, so a long audio run never blocks
 * translations and a newsletter send (minutes, throttled) blocks neither; `cme` holds the
 * daily CME deadline reminders. `scheduled` is Payload's own `default` queue, where the
 * studio's "Veröffentlichung planen" puts its `schedulePublish` jobs (publish or unpublish
 * at a chosen time, `waitUntil`). `imports` runs the imports of an existing journal (long:
 * minutes for a large archive).
 */
export const QUEUES = {
  translation: 'translation',
  imports: 'imports',
  audio: 'audio',
  newsletter: 'newsletter',
  cme: 'cme',
  scheduled: 'default',
} as const

/** Longest provider message kept on a failed job (characters). */
export const MAX_ERROR_LENGTH = 2000

/** A provider error as one line for the job's `error` field. */
export function errorMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error)
  return text.slice(0, MAX_ERROR_LENGTH)
}
