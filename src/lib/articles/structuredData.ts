import type { ArticleDetail } from './types'

/** CSS class of the gated part of a premium article, named in its structured data. */
export const PAYWALLED_SECTION_CLASS = 'paywalled-body'

/**
 * schema.org JSON-LD of an article page. A premium article is marked as paywalled the
 * way Google's "Subscription and paywalled content" guidance asks
 * (`isAccessibleForFree: false` and a `hasPart` WebPageElement whose `cssSelector` names
 * the gated section), so search engines do not take the preview for cloaking.
 */
export function articleJsonLd(article: ArticleDetail, url: string | null): Record<string, unknown> {
  const publisher = article.publisherName ?? 'Dentaljournal'
  return {
    '@context': 'https://schema.org',
    '@type': article.schemaType || 'MedicalScholarlyArticle',
    headline: article.metaTitle || article.title,
    description: article.metaDescription || article.excerpt,
    image: [article.ogImageUrl ?? article.imageUrl],
    datePublished: article.publishedAt ?? undefined,
    dateModified: article.updatedAt,
    author: { '@type': 'Person', name: article.authorName || article.author },
    publisher: { '@type': 'Organization', name: publisher },
    ...(url ? { mainEntityOfPage: url } : {}),
    ...(article.keywords.length ? { keywords: article.keywords.join(', ') } : {}),
    ...(article.isPremium
      ? { isAccessibleForFree: false, hasPart: { '@type': 'WebPageElement', isAccessibleForFree: false, cssSelector: `.${PAYWALLED_SECTION_CLASS}` } }
      : { isAccessibleForFree: true }),
  }
}
