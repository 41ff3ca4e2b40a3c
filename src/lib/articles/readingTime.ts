/** Reading speed used for `readingTimeMinutes`, in words per minute (a common value for German prose). */
export const WORDS_PER_MINUTE = 200
/** `readingTimeMinutes` of an article whose reading time is not known. */
export const DEFAULT_READING_TIME_MINUTES = 5

/** Number of words in a plain text (whitespace-separated tokens with a letter or digit). */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length
}

/**
 * Reading time in whole minutes for a text, at least 1; DEFAULT_READING_TIME_MINUTES when
 * the text is empty (no body yet).
 */
export function readingTimeMinutes(text: string | null | undefined): number {
  const words = text ? countWords(text) : 0
  if (words === 0) return DEFAULT_READING_TIME_MINUTES
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE))
}
