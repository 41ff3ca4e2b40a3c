import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { StaticPageContent } from '@/components/pages/StaticPageView'
import { PreviewBanner } from '@/components/preview/PreviewBanner'
import { RefreshOnSave } from '@/components/preview/RefreshOnSave.client'
import type { Locale } from '@/i18n/locales'
import { isStaffUser } from '@/lib/auth/roles'
import { readerFrom } from '@/lib/auth/reader'
import { findStaticPage, isStaticPageSlug } from '@/lib/pages/reads'
import { payloadClient } from '@/lib/payload'

type Props = { params: Promise<{ locale: Locale; slug: string }> }

// Rendered per request for the signed-in editor: never cached, never prerendered.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { robots: { index: false, follow: false } }

/**
 * `/preview/page/{slug}` (and `/{locale}/preview/...`): the newest saved version of a static
 * page (imprint, privacy, …), an autosaved draft included, in the journal's layout, for
 * staff only (the studio's "Vorschau" and Live Preview). Anyone else gets the 404 page, as
 * for an unknown page; readers see only the published version at `/{slug}`. The response is
 * dynamic (`Cache-Control: private, no-store`); saving in the studio refreshes it.
 */
export default async function StaticPagePreview({ params }: Props) {
  const { locale, slug } = await params
  setRequestLocale(locale)
  const reader = await readerFrom(await headers())
  if (!isStaffUser(reader) || !isStaticPageSlug(slug)) notFound()
  const page = await findStaticPage(await payloadClient(), slug, locale, { draft: true })
  if (!page) notFound()
  return (
    <>
      <RefreshOnSave />
      <StaticPageContent
        slug={slug}
        locale={locale}
        page={page}
        banner={
          <PreviewBanner text="Vorschau der zuletzt gespeicherten Fassung – nur für die Redaktion sichtbar" />
        }
      />
    </>
  )
}
