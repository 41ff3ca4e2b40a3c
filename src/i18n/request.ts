import { hasLocale } from 'next-intl'
import { getRequestConfig } from 'next-intl/server'

import { HAND_WRITTEN_LOCALES, messagesWith } from '@/lib/i18n/uiStrings'
import { cachedUiStrings } from '@/lib/i18n/uiStringsStore'

import { routing } from './routing'

/**
 * next-intl request config (DESIGN §8): German and English messages from `messages/`;
 * every other language from the `ui-strings` collection over English (cached, tag
 * `ui-strings`).
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale
  const stored = HAND_WRITTEN_LOCALES.includes(locale) ? {} : await cachedUiStrings(locale)
  return {
    locale,
    messages: messagesWith(locale, stored),
    timeZone: 'Europe/Berlin',
    // Spec §7: a string missing everywhere shows the last dot-separated segment of its key.
    getMessageFallback: ({ key }) => key.split('.').pop() ?? key,
  }
})
