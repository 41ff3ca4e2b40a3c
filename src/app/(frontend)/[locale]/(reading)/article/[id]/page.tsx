import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { cache } from 'react'

import { ArticleView } from '@/components/article/ArticleView'
import { CounterpartLink } from '@/components/article/CounterpartLink'
import { RecommendForPatients } from '@/components/article/RecommendForPatients.client'
import { Sidebar } from '@/components/article/Sidebar'
import { PageShell } from '@/components/layout/PageShell'
import { JsonLd } from '@/components/seo/JsonLd'
import type { Locale } from '@/i18n/locales'
import { articleIdFrom } from '@/lib/articles/params'
import {
  getArticleCounterpart,
  getArticleLocales,
  getIndexedArticleLocales,
  getRenderedArticle,
} from '@/lib/articles/queries'
import { forReader } from '@/lib/articles/serialize'
import { articleJsonLd } from '@/lib/articles/structuredData'
import { shownTextLocale } from '@/lib/articles/textLanguage'
import { articleMetadata, articleUrls } from '@/lib/seo/articleMetadata'
import { breadcrumbJsonLd } from '@/lib/seo/breadcrumbs'
import { localizedUrl } from '@/lib/seo/sitemap'
import { siteUrl } from '@/lib/site/url'
import { categoryPath, homePath } from '@/lib/routes'

type Props = { params: Promise<{ locale: Locale; id: string }> }

/** Rendered on first visit and cached (tag-revalidated when the article changes). */
export function generateStaticParams(): { id: string }[] {
  return []
}

/**
 * The article as a visitor sees it, with its URLs. The page is the same for everyone (so it
 * can be cached): a premium article carries only its preview here, and a reader allowed to
 * see more gets the full body from `/api/articles/{id}` in the browser
 * (docs/architecture.md, "A premium body").
 */
const loadArticle = cache(async (id: string, locale: Locale) => {
  const articleId = articleIdFrom(id)
  const rendered = articleId ? await getRenderedArticle(articleId, locale) : null
  if (!rendered) return null
  const article = forReader(rendered, null)
  const [locales, indexedLocales] = await Promise.all([
    getArticleLocales(article.id),
    // Unreviewed machine translations are no hreflang alternates and get `noindex`
    // (docs/i18n.md); decided per article version and cached, never per request.
    getIndexedArticleLocales(article.id),
  ])
  return {
    article,
    locales,
    urls: articleUrls(article, locale, locales, siteUrl(), indexedLocales),
  }
})

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params
  const loaded = await loadArticle(id, locale)
  if (!loaded) return {}
  const t = await getTranslations({ locale, namespace: 'Meta' })
  return articleMetadata(loaded.article, locale, loaded.urls, t('siteName'))
}

/**
 * Article page: the link to the version for the other audience, the article, the premium
 * gate when needed, 'Für Patienten empfehlen' on patient articles (signed-in dentists
 * only), the sidebar, and its structured data.
 */
export default async function ArticlePage({ params }: Props) {
  const { locale, id } = await params
  setRequestLocale(locale)
  const loaded = await loadArticle(id, locale)
  if (!loaded) notFound()
  const { article, locales, urls } = loaded
  const counterpart = await getArticleCounterpart(article.id, locale)
  const base = siteUrl()
  const t = await getTranslations('Header')
  const home =
    article.audience === 'patient'
      ? { name: t('forPatients'), path: homePath('patient') }
      : { name: t('forDoctors'), path: '' }
  const categoryHref = categoryPath(article.audience, article.categorySlug ?? '')
  const trail = [
    { name: home.name, url: localizedUrl(base, locale, home.path) },
    ...(article.categoryName && article.categorySlug
      ? [{ name: article.categoryName, url: localizedUrl(base, locale, categoryHref) }]
      : []),
    { name: article.title, url: urls.self },
  ]
  return (
    <PageShell variant={article.audience}>
      <JsonLd
        data={articleJsonLd(article, {
          url: urls.canonical,
          // The language of the text shown: German while the article has no translation.
          locale: shownTextLocale(locale, locales),
          imageUrl: urls.image,
          publisherLogoUrl: `${base}/favicon.svg`,
          originalUrl: urls.original,
        })}
      />
      <JsonLd data={breadcrumbJsonLd(trail)} />
      {/* min-w-0: a grid column is at least as wide as its widest content by default; a
          wide table must scroll inside its own region instead of widening the page. */}
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-10 lg:grid-cols-12">
        <div className="min-w-0 lg:col-span-8">
          {counterpart && <CounterpartLink counterpart={counterpart} />}
          <ArticleView article={article} availableLocales={locales} />
          {article.audience === 'patient' && (
            <RecommendForPatients articleId={article.id} locales={locales} />
          )}
        </div>
        <div className="min-w-0 lg:col-span-4">
          <Sidebar audience={article.audience} currentArticleId={article.id} />
        </div>
      </div>
    </PageShell>
  )
}
