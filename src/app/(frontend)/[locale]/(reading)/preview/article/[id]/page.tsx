import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { ArticleView } from '@/components/article/ArticleView'
import { Sidebar } from '@/components/article/Sidebar'
import { PageShell } from '@/components/layout/PageShell'
import { PreviewBanner } from '@/components/preview/PreviewBanner'
import { RefreshOnSave } from '@/components/preview/RefreshOnSave.client'
import type { Locale } from '@/i18n/locales'
import { articleIdFrom } from '@/lib/articles/params'
import { isStaffUser } from '@/lib/auth/roles'
import { readerFrom } from '@/lib/auth/reader'
import { payloadClient } from '@/lib/payload'
import { findDraftArticle } from '@/lib/preview/draftArticle'

type Props = { params: Promise<{ locale: Locale; id: string }> }

// Rendered per request for the signed-in editor: never cached, never prerendered.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { robots: { index: false, follow: false } }

/**
 * `/preview/article/{id}` (and `/{locale}/preview/...`): the newest saved version of an
 * article, draft or not, in the journal's layout with its own components, for staff only
 * (the studio's "Vorschau" and Live Preview at desktop and phone widths). Anyone else gets
 * the 404 page, as for an unknown article. The response is dynamic, so Next sends it with
 * `Cache-Control: private, no-store`; saving in the studio refreshes it.
 */
export default async function ArticlePreviewPage({ params }: Props) {
  const { locale, id } = await params
  setRequestLocale(locale)
  const reader = await readerFrom(await headers())
  if (!isStaffUser(reader)) notFound()
  const articleId = articleIdFrom(id)
  const article = articleId
    ? await findDraftArticle(await payloadClient(), articleId, locale)
    : null
  if (!article) notFound()
  return (
    <PageShell variant={article.audience}>
      <RefreshOnSave />
      <div className="mx-auto max-w-7xl px-4 pt-6">
        <PreviewBanner text="Vorschau der zuletzt gespeicherten Fassung – nur für die Redaktion sichtbar" />
      </div>
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-10 lg:grid-cols-12">
        <div className="lg:col-span-8">
          <ArticleView article={article} availableLocales={[locale]} />
        </div>
        <div className="lg:col-span-4">
          <Sidebar audience={article.audience} currentArticleId={article.id} />
        </div>
      </div>
    </PageShell>
  )
}
