import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { hasLocale } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { isRtl } from '@/i18n/locales'
import { routing } from '@/i18n/routing'
import { ClientMessages } from '@/components/i18n/ClientMessages'
import { SiteFooter } from '@/components/layout/SiteFooter'
import { feedAlternates } from '@/lib/seo/feeds'
import { siteUrl } from '@/lib/site/url'
import { Toaster } from '@/components/ui/Toaster.client'

import '../globals.css'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

/** No page is built at `next build` (the database may not be there); each is rendered on first visit and cached. */
export function generateStaticParams(): { locale: string }[] {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  // Unknown languages get no metadata; the layout below answers them with 404.
  if (!hasLocale(routing.locales, locale)) return {}
  const t = await getTranslations({ locale, namespace: 'Meta' })
  return {
    title: { default: t('siteName'), template: `%s · ${t('siteName')}` },
    description: t('description'),
    icons: { icon: '/favicon.svg' },
    metadataBase: new URL(siteUrl()),
    // The journal's feeds; pages with their own alternates (articles, categories) name theirs.
    alternates: { types: feedAlternates(locale, t('siteName')) },
  }
}

/**
 * Root layout of the journal: `<html lang dir>` per locale (rtl for ar, he, fa), the
 * global client strings (routes add theirs in their own layout), footer.
 */
export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'Common' })
  return (
    // suppressHydrationWarning: an inline script on premium articles adds data-signed-in
    // to <html> before hydration (components/article/PremiumBody.client.tsx).
    <html lang={locale} dir={isRtl(locale) ? 'rtl' : 'ltr'} suppressHydrationWarning>
      <body className="flex min-h-screen flex-col bg-white font-sans text-slate-900 antialiased">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:z-50 focus:bg-white focus:p-3"
        >
          {t('skipToContent')}
        </a>
        <ClientMessages locale={locale}>
          {children}
          <SiteFooter />
          <Toaster />
        </ClientMessages>
      </body>
    </html>
  )
}
