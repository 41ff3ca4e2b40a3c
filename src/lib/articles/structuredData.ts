import { languageFor } from '@/i18n/locales'

import type { ArticleDetail, ArticleReference } from './types'

/** CSS class of the gated part of a premium article, named in its structured data. */
export const PAYWALLED_SECTION_CLASS = 'paywalled-body'

/** Where an article page lives: its absolute URL, language and share image (1200 × 630). */
export type ArticlePageRef = {
  url: string
  locale: string
  imageUrl: string
  publisherLogoUrl: string
}

/** A reference as a schema.org `citation`: a ScholarlyArticle with authors, year, journal and DOI/URL. */
export function referenceJsonLd(reference: ArticleReference): Record<string, unknown> {
  const doiUrl = reference.doi
    ? `https://doi.org/${reference.doi.replace(/^https?:\/\/(dx\.)?doi\.org\//, '')}`
    : null
  return {
    '@type': 'ScholarlyArticle',
    name: reference.title,
    author: reference.authors,
    ...(reference.year ? { datePublished: String(reference.year) } : {}),
    ...(reference.source ? { isPartOf: { '@type': 'Periodical', name: reference.source } } : {}),
    ...(doiUrl || reference.url ? { url: doiUrl ?? reference.url } : {}),
    ...(reference.doi
      ? { identifier: { '@type': 'PropertyValue', propertyID: 'DOI', value: reference.doi } }
      : {}),
  }
}

/**
 * schema.org JSON-LD of an article page: the article's schemaType (default
 * `MedicalScholarlyArticle`), headline, description, 1200 × 630 image, language, author,
 * publisher with logo, dates, keywords and its references as `citation`. A premium article
 * is marked as paywalled the way Google's "Subscription and paywalled content" guidance
 * asks (`isAccessibleForFree: false` and a `hasPart` WebPageElement whose `cssSelector`
 * names the gated section), so search engines do not take the preview for cloaking.
 */
export function articleJsonLd(
  article: ArticleDetail,
  page: ArticlePageRef,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': article.schemaType || 'MedicalScholarlyArticle',
    '@id': page.url,
    url: page.url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': page.url },
    headline: article.metaTitle || article.title,
    description: article.metaDescription || article.excerpt,
    image: [{ '@type': 'ImageObject', url: page.imageUrl, width: 1200, height: 630 }],
    inLanguage: languageFor(page.locale)?.tag ?? page.locale,
    datePublished: article.publishedAt ?? undefined,
    dateModified: article.updatedAt,
    author: { '@type': 'Person', name: article.authorName || article.author },
    publisher: {
      '@type': 'Organization',
      name: article.publisherName || 'Dentaljournal',
      logo: { '@type': 'ImageObject', url: page.publisherLogoUrl },
    },
    ...(article.categoryName ? { articleSection: article.categoryName } : {}),
    ...(article.keywords.length ? { keywords: article.keywords.join(', ') } : {}),
    ...(article.articleReferences.length
      ? { citation: article.articleReferences.map(referenceJsonLd) }
      : {}),
    ...(article.isPremium
      ? {
          isAccessibleForFree: false,
          hasPart: {
            '@type': 'WebPageElement',
            isAccessibleForFree: false,
            cssSelector: `.${PAYWALLED_SECTION_CLASS}`,
          },
        }
      : { isAccessibleForFree: true }),
  }
}
