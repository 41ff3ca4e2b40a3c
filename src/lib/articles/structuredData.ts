import { DEFAULT_LOCALE, languageFor } from '@/i18n/locales'
import type { TranslationProvenance } from '@/lib/translation/provenance'

import type { ArticleDetail, ArticleReference } from './types'

/** CSS class of the gated part of a premium article, named in its structured data. */
export const PAYWALLED_SECTION_CLASS = 'paywalled-body'

/**
 * Where an article page lives: its absolute URL, the language of its text, share image
 * (1200 × 630), and the URL of the German original (for a translation's `translationOfWork`).
 */
export type ArticlePageRef = {
  url: string
  locale: string
  imageUrl: string
  publisherLogoUrl: string
  originalUrl: string
}

/** Name of the machine translator as schema.org `translator` (an Organization). */
function machineTranslator(provenance: TranslationProvenance): Record<string, unknown> | null {
  if (provenance.provider === 'deepl')
    return { '@type': 'Organization', name: 'DeepL SE', url: 'https://www.deepl.com' }
  if (provenance.provider === 'llm')
    return {
      '@type': 'Organization',
      name: provenance.model ? `AI language model ${provenance.model}` : 'AI language model',
    }
  return null
}

/**
 * The translation part of an article's JSON-LD (docs/i18n.md, "Translation provenance"):
 * for a translated version, `translationOfWork` (the German original by its URL and
 * language) and `translator`: the reviewer as a Person and, for a machine translation,
 * the translator as an Organization. Empty for the German original.
 */
export function translationJsonLd(
  provenance: TranslationProvenance | null,
  originalUrl: string,
): Record<string, unknown> {
  if (!provenance) return {}
  const translators = [
    ...(provenance.reviewerName ? [{ '@type': 'Person', name: provenance.reviewerName }] : []),
    ...[machineTranslator(provenance)].filter((t) => t !== null),
  ]
  return {
    translationOfWork: {
      '@type': 'CreativeWork',
      '@id': originalUrl,
      url: originalUrl,
      inLanguage: languageFor(DEFAULT_LOCALE)?.tag ?? DEFAULT_LOCALE,
    },
    ...(translators.length
      ? { translator: translators.length === 1 ? translators[0] : translators }
      : {}),
  }
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
 * publisher with logo, dates, keywords, its references as `citation`, and for a translated
 * version its original and translators (`translationJsonLd`). A premium article
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
    ...translationJsonLd(article.provenance, page.originalUrl),
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
