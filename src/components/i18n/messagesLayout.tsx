import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { ClientMessages } from './ClientMessages'
import { isLocale } from '@/i18n/locales'

/**
 * A route's `layout.tsx` that hands the client components of its pages the global strings
 * plus `namespaces` (see `ClientMessages`): `export default messagesLayout(['Auth'])`.
 * Each layout sets the request's locale itself (layouts render apart from the root
 * layout), so the page stays statically rendered.
 */
export function messagesLayout(namespaces: readonly string[]) {
  return async function MessagesLayout({
    children,
    params,
  }: {
    children: ReactNode
    params: Promise<{ locale: string }>
  }) {
    const { locale } = await params
    // Layouts receive the segment as typed in the URL; the root layout has already answered
    // unknown languages with 404, this narrows the type.
    if (!isLocale(locale)) notFound()
    setRequestLocale(locale)
    return (
      <ClientMessages locale={locale} namespaces={namespaces}>
        {children}
      </ClientMessages>
    )
  }
}
