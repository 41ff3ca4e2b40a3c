/**
 * What the settings global holds until an admin saves it. The studio's field defaults and
 * every reader of the settings use these values, so an unsaved installation looks the same
 * everywhere.
 */

/** Product name used when the settings were never saved. */
export const DEFAULT_SITE_NAME = 'Dentaljournal'
/**
 * Recognition statement printed on CME certificates until an admin edits it: the wording
 * a German dental chamber expects for an interactive course with a passed knowledge check.
 */
export const DEFAULT_RECOGNITION_STATEMENT =
  'Die Fortbildung entspricht den Leitsätzen und der Punktebewertung von BZÄK und DGZMK für die zahnärztliche Fortbildung (Kategorie C: interaktive Fortbildung mit erfolgreicher Lernerfolgskontrolle).'

/** Support address used when the settings were never saved (the `{email}` in user texts). */
export const DEFAULT_SUPPORT_EMAIL = 'support@dentaljournal.example'

/** Chat model used for LLM translations when none is set. */
export const DEFAULT_AI_MODEL = 'gpt-4o-mini'
/** Speech model and voice used when none is set (OpenAI-compatible `/audio/speech`). */
export const DEFAULT_SPEECH_MODEL = 'gpt-4o-mini-tts'
export const DEFAULT_SPEECH_VOICE = 'alloy'
