import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'

import { pickMessages, type MessageTree } from '@/i18n/pickMessages'
import type { Locale } from '@/i18n/locales'

/**
 * The strings every page's client components use: header, menu, language switcher, search,
 * toasts, the error and not-found views, the patient loading state and the sign-out error.
 * The texts of the API's error codes (`ApiErrors`, 8 KB) come with the account and dentists'
 * areas only (`API_ERROR_MESSAGES`); the reading pages' forms load them when the browser is
 * idle (`useApiErrorText`).
 */
export const GLOBAL_CLIENT_MESSAGES = [
  'Common',
  'Header',
  'LanguageSwitcher',
  'Search',
  'SearchSuggestion',
  'Error',
  'NotFound',
  'Article.notFoundTitle',
  'Article.notFoundText',
  'Article.backHome',
  'Patient.loading',
  'Auth.errorTitle',
  'Auth.errorGeneric',
] as const

/** The texts of the API's error codes, for the `messagesLayout` of routes made of forms. */
export const API_ERROR_MESSAGES = 'ApiErrors'

/**
 * Gives the client components below it the global strings plus `namespaces` (whole
 * namespaces or `Namespace.key` paths), instead of the whole catalogue, which would be
 * inlined into every page's HTML. A nested provider replaces its parent's messages, so
 * the global strings are always included.
 */
export async function ClientMessages({
  locale,
  namespaces = [],
  children,
}: {
  /** The page's locale (given explicitly so that no request header is read). */
  locale: Locale
  namespaces?: readonly string[]
  children: ReactNode
}) {
  const messages = (await getMessages({ locale })) as MessageTree
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={pickMessages(messages, [...GLOBAL_CLIENT_MESSAGES, ...namespaces])}
    >
      {children}
    </NextIntlClientProvider>
  )
}
