import de from '../../messages/de.json'
import en from '../../messages/en.json'

export type Messages = typeof de

/**
 * UI messages for a locale (DESIGN §8): German and English are written by hand; every
 * other language uses English until its translated UI strings exist.
 */
export function messagesFor(locale: string): Messages {
  return locale === 'de' ? de : (en as Messages)
}
