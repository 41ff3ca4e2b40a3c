import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { cache } from 'react'

import { ArticleView } from '@/components/article/ArticleView'
import { Sidebar } from '@/components/article/Sidebar'
import { PageShell } from '@/components/layout/PageShell'
import type { Locale } from '@/i18n/locales'
import { articleIdFrom } from '@/lib/articles/params'
import { getRenderedArticle } from '@/lib/articles/queries'
import { forReader } from '@/lib/articles/serialize'

type Props = { params: Promise<{ locale: Locale; id: string }> }

/** Rendered on first visit and cached (tag-revalidated when the article changes). */
export function generateStaticParams(): { id: string }[] {
  return []
}

/**
 * The article as a visitor sees it. The page is the same for everyone (so it can be
 * cached): a premium article carries only its preview here, and a reader allowed to see
 * more gets the full body from `/api/articles/{id}` in the browser (DESIGN §5).
 */
const loadArticle = cache(async (id: string, locale: Locale) => {
  const articleId = articleIdFrom(id)
  const rendered = articleId ? await getRenderedArticle(articleId, locale) : null
  return rendered ? forReader(rendered, null) : null
})

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params
  const article = await loadArticle(id, locale)
  if (!article) return {}
  return {
    title: article.metaTitle ?? article.title,
    description: article.metaDescription ?? article.excerpt,
    keywords: article.keywords,
    alternates: article.canonicalUrl ? { canonical: article.canonicalUrl } : undefined,
    openGraph: {
      title: article.ogTitle ?? article.title,
      description: article.ogDescription ?? article.excerpt,
      images: article.ogImageUrl ? [{ url: article.ogImageUrl, width: 1200, height: 630 }] : undefined,
      type: 'article',
      publishedTime: article.publishedAt ?? undefined,
    },
  }
}

/** Article page (spec §2): the article, the premium gate when needed, and the sidebar. */
export default async function ArticlePage({ params }: Props) {
  const { locale, id } = await params
  setRequestLocale(locale)
  const article = await loadArticle(id, locale)
  if (!article) notFound()
  return (
    <PageShell variant={article.audience}>
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-10 lg:grid-cols-12">
        <div className="lg:col-span-8">
          <ArticleView article={article} />
        </div>
        <div className="lg:col-span-4">
          <Sidebar audience={article.audience} />
        </div>
      </div>
    </PageShell>
  )
}
