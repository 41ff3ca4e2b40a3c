/** Milliseconds between two autosaves of a draft (article or page) while the editor types. */
export const AUTOSAVE_INTERVAL_MS = 3000

/**
 * Payload's `versions.drafts` of the studio's articles and pages. Autosave keeps a draft
 * every few seconds while the editor types (a version marked `autosave`, replaced by the next
 * one, so the history is not flooded); "Entwurf speichern" stays for a deliberate save.
 * "Veröffentlichung planen" queues Payload's `schedulePublish` job, run by the workers'
 * `scheduled` queue (src/lib/jobs/status.ts); times are picked on a 24-hour clock to the
 * minute, in Berlin time (the config's `admin.timezones`). Readers only ever see the published version.
 */
export const STUDIO_DRAFTS = {
  autosave: { interval: AUTOSAVE_INTERVAL_MS, showSaveDraftButton: true },
  schedulePublish: { timeFormat: 'HH:mm', timeIntervals: 1 },
} as const
