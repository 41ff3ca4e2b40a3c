import { hasLocale } from 'next-intl'
import { getRequestConfig } from 'next-intl/server'

import { compileMessages } from '@/i18n/compileMessages'
import { messagesWith } from '@/i18n/uiStrings'
import { getStoredUiStrings } from '@/lib/uiStrings/queries'

import { routing } from './routing'

/**
 * next-intl request config: the locale's shipped catalogue (`messages/<code>.json`) with
 * the texts edited in the studio laid over it (cached, tag `ui-strings`, so a correction
 * shows within seconds of saving), precompiled.
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale
  return {
    locale,
    // Precompiled: the app formats with use-intl's format-only build (src/i18n/compileMessages.ts).
    messages: compileMessages(await messagesWith(locale, await getStoredUiStrings(locale))),
    timeZone: 'Europe/Berlin',
    // A string missing everywhere shows the last dot-separated segment of its key.
    getMessageFallback: ({ key }) => key.split('.').pop() ?? key,
  }
})
