/**
 * An open job not updated for this long (minutes) counts as abandoned (its worker died):
 * a new request queues a fresh job, and the sweep marks the old one as failed.
 */
export const STALE_JOB_MINUTES = 30
