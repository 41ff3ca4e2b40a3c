import { Feed } from 'feed'
import type { Payload, Where } from 'payload'

import { languageFor, type Locale } from '@/i18n/locales'
import { toArticleSummary } from '@/lib/articles/serialize'
import type { ArticleSummary } from '@/lib/articles/types'
import { absoluteUrl } from '@/lib/site/url'

import { generatedImagePath } from './articleMetadata'
import { localizedUrl, publishedArticles } from './sitemap'
import { articlePath, categoryPath } from '@/lib/routes'
import type { Audience } from '@/lib/audience'
import { asServer } from '@/lib/payload/readAs'

/** Newest articles a feed carries. */
export const FEED_LIMIT = 50

/** The two feed formats by file name, with their media types. */
export const FEED_FORMATS = {
  'rss.xml': { contentType: 'application/rss+xml; charset=utf-8' },
  'atom.xml': { contentType: 'application/atom+xml; charset=utf-8' },
} as const
export type FeedFile = keyof typeof FEED_FORMATS

/** A category a feed is limited to. */
export type FeedCategory = { slugEn: string; displayName: string; audience: Audience }

/** Path of a feed: `/feeds/de/rss.xml`, `/feeds/en/studies/atom.xml`. */
export function feedPath(locale: string, file: FeedFile, categorySlugEn?: string): string {
  return `/feeds/${locale}${categorySlugEn ? `/${categorySlugEn}` : ''}/${file}`
}

/**
 * `<link rel="alternate">` entries of the RSS and Atom feeds of a language (or one of its
 * categories), for Next's `metadata.alternates.types`; URLs are relative to `metadataBase`.
 */
export function feedAlternates(
  locale: string,
  title: string,
  categorySlugEn?: string,
): Record<string, { url: string; title: string }[]> {
  return {
    'application/rss+xml': [{ url: feedPath(locale, 'rss.xml', categorySlugEn), title }],
    'application/atom+xml': [{ url: feedPath(locale, 'atom.xml', categorySlugEn), title }],
  }
}

/** A category by its `slugEn` with its name in `locale` (German fallback), or null when unknown. */
export async function findFeedCategory(
  payload: Payload,
  slugEn: string,
  locale: Locale,
): Promise<(FeedCategory & { id: number }) | null> {
  const { docs } = await payload.find({
    collection: 'categories',
    where: { slugEn: { equals: slugEn } },
    locale,
    limit: 1,
    depth: 0,
    ...asServer('Public, cached feed: categories are public; the cache is shared by every reader.'),
  })
  const found = docs[0]
  return found
    ? {
        id: found.id,
        slugEn: found.slugEn,
        displayName: found.displayName || found.label,
        audience: found.audience,
      }
    : null
}

/**
 * The newest published articles (at most FEED_LIMIT) that exist in `locale` (a title in
 * that language, like the sitemaps: a feed never repeats German text under another
 * language), optionally of one category (by its id).
 */
export async function findFeedArticles(
  payload: Payload,
  locale: Locale,
  categoryId?: number,
): Promise<ArticleSummary[]> {
  // Feeds are for readers: machine translations are in them, reviewed or not.
  const ids = (await publishedArticles(payload, true))
    .filter((a) => a.locales.includes(locale))
    .map((a) => a.id)
  if (!ids.length) return []
  const where: Where[] = [
    { _status: { equals: 'published' } },
    { id: { in: ids } },
    ...(categoryId ? [{ category: { equals: categoryId } }] : []),
  ]
  const { docs } = await payload.find({
    collection: 'articles',
    where: { and: where },
    locale,
    sort: '-publishedAt',
    limit: FEED_LIMIT,
    depth: 1,
    ...asServer('Public, cached feed of published articles; the cache is shared by every reader.'),
  })
  // Only articles with a text of their own in `locale` are listed (see above).
  return docs.map((doc) => toArticleSummary(doc, locale))
}

/**
 * An RSS 2.0 or Atom 1.0 feed of articles through the `feed` library: per
 * article its title, link, excerpt (never the body, so premium text stays gated), dates,
 * author, category and share image; the feed links itself in both formats.
 */
export function renderFeed(options: {
  file: FeedFile
  locale: string
  base: string
  siteName: string
  category?: FeedCategory
  articles: readonly ArticleSummary[]
}): string {
  const { file, locale, base, siteName, category, articles } = options
  const homePath = category ? categoryPath(category.audience, category.slugEn) : ''
  const newest = articles[0]
  const feed = new Feed({
    id: `${base}${feedPath(locale, file, category?.slugEn)}`,
    title: category ? `${siteName}: ${category.displayName}` : siteName,
    description: category ? `${siteName}: ${category.displayName}` : siteName,
    link: localizedUrl(base, locale, homePath),
    language: languageFor(locale)?.tag ?? locale,
    updated: newest ? new Date(newest.updatedAt) : undefined,
    generator: siteName,
    favicon: `${base}/favicon.svg`,
    copyright: `© ${new Date().getFullYear()} ${siteName}`,
    feedLinks: {
      rss: `${base}${feedPath(locale, 'rss.xml', category?.slugEn)}`,
      atom: `${base}${feedPath(locale, 'atom.xml', category?.slugEn)}`,
    },
  })
  for (const article of articles) {
    const link = localizedUrl(base, locale, articlePath(article.id))
    const published = new Date(article.publishedAt ?? article.createdAt)
    feed.addItem({
      id: link,
      guid: link,
      link,
      title: article.title,
      description: article.excerpt,
      date: new Date(article.updatedAt),
      published,
      author: [{ name: article.authorName || article.author }],
      category: article.categoryName
        ? [{ name: article.categoryName, term: article.categorySlug ?? undefined }]
        : undefined,
      image: article.ogImageUrl
        ? absoluteUrl(base, article.ogImageUrl)
        : { url: `${base}${generatedImagePath(article.id, locale)}`, type: 'image/png' },
    })
  }
  return file === 'rss.xml' ? feed.rss2() : feed.atom1()
}
