import type { Metadata } from 'next'

import { DEFAULT_LOCALE, languageFor } from '@/i18n/locales'
import type { ArticleDetail } from '@/lib/articles/types'
import { absoluteUrl } from '@/lib/site/url'

import { localizedUrl } from './sitemap'
import { articlePath } from '@/lib/routes'

/** Size of share images (Open Graph and structured data), in pixels. */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const

/** The URLs and languages an article page needs for its metadata. */
export type ArticleUrls = {
  /** This page's own URL (in the language being shown). */
  self: string
  /** Canonical URL: the editor's `canonicalUrl`, else this language's URL when the article exists in it, else the German one. */
  canonical: string
  /**
   * hreflang → URL for every language of the article search engines may see (an unreviewed
   * machine translation only with the studio's setting, docs/i18n.md), plus `x-default`
   * (German).
   */
  languages: Record<string, string>
  /** The German original's URL (what a translation is a translation of). */
  original: string
  /**
   * False when this page shows an unreviewed machine translation that search engines may
   * not index (`noindex`); true for every other version and for the German fallback.
   */
  indexable: boolean
  /** Share image (absolute): the editor's `ogImageUrl` or the uploaded image's 1200 × 630 size, else the generated card. */
  image: string
  /** True when `image` is the generated card (its size is known). */
  generatedImage: boolean
}

/** Path of the generated share card of an article (`/api/articles/{id}/og-image.png?locale=`). */
export const generatedImagePath = (id: number, locale: string) =>
  `/api/articles/${id}/og-image.png?locale=${locale}`

/**
 * The URLs of an article page in `locale`. `locales` are the languages the
 * article exists in (`findArticleLocales`); a page shown in a language the article has
 * no text for (German fallback) is canonicalised to the German page. `indexedLocales`
 * (`findIndexedArticleLocales`, default: all of `locales`) are those search engines may
 * see: only they are hreflang alternates, and a page in one of `locales` that is not
 * among them is not `indexable`.
 */
export function articleUrls(
  article: ArticleDetail,
  locale: string,
  locales: readonly string[],
  base: string,
  indexedLocales: readonly string[] = locales,
): ArticleUrls {
  const path = articlePath(article.id)
  const self = localizedUrl(base, locale, path)
  const original = localizedUrl(base, DEFAULT_LOCALE, path)
  const own = locales.includes(locale) ? self : original
  return {
    self,
    canonical: article.canonicalUrl || own,
    languages: {
      ...Object.fromEntries(indexedLocales.map((l) => [l, localizedUrl(base, l, path)])),
      'x-default': original,
    },
    original,
    indexable: !locales.includes(locale) || indexedLocales.includes(locale),
    image: article.ogImageUrl
      ? absoluteUrl(base, article.ogImageUrl)
      : `${base}${generatedImagePath(article.id, locale)}`,
    generatedImage: !article.ogImageUrl,
  }
}

/** `de-DE` → `de_DE`, the form Open Graph's `og:locale` takes. */
const ogLocale = (code: string) => (languageFor(code)?.tag ?? code).replace('-', '_')

/**
 * Next.js metadata of an article page: title and description (meta fields,
 * else title and excerpt), keywords, canonical and hreflang alternates, Open Graph
 * (article type, dates, author, section, tags, locale and alternate locales, share image)
 * and a large-image Twitter card; `noindex` for a version search engines may not index
 * (`urls.indexable`).
 */
export function articleMetadata(
  article: ArticleDetail,
  locale: string,
  urls: ArticleUrls,
  siteName: string,
): Metadata {
  const title = article.metaTitle || article.title
  const description = article.metaDescription || article.excerpt
  const ogTitle = article.ogTitle || title
  const ogDescription = article.ogDescription || description
  const image = { url: urls.image, alt: article.title, ...(urls.generatedImage ? SHARE_IMAGE : {}) }
  return {
    title,
    description,
    keywords: article.keywords.length ? article.keywords : undefined,
    authors: [{ name: article.authorName || article.author }],
    alternates: { canonical: urls.canonical, languages: urls.languages },
    ...(urls.indexable ? {} : { robots: { index: false } }),
    openGraph: {
      type: 'article',
      url: urls.self,
      siteName,
      title: ogTitle,
      description: ogDescription,
      locale: ogLocale(locale),
      alternateLocale: Object.keys(urls.languages)
        .filter((l) => l !== locale && l !== 'x-default')
        .map(ogLocale),
      publishedTime: article.publishedAt ?? undefined,
      modifiedTime: article.updatedAt,
      authors: [article.authorName || article.author],
      section: article.categoryName ?? undefined,
      tags: article.keywords,
      images: [image],
    },
    twitter: {
      card: 'summary_large_image',
      title: ogTitle,
      description: ogDescription,
      images: [image],
    },
  }
}
