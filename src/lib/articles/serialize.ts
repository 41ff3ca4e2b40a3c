import type { SanitizedServerEditorConfig } from '@payloadcms/richtext-lexical'

import type { Article, Category, Media } from '@payload-types'
import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'

import {
  lexicalToHtml,
  lexicalToMarkdown,
  previewOf,
  type EditorState,
} from '@/lib/richtext/convert'

import { provenanceOf } from '@/lib/translation/provenance'
import { imageSrcSet } from '@/lib/media/imageSizes'

import { canReadFullBody, isPremiumArticle, type Reader } from './premium'
import { DEFAULT_READING_TIME_MINUTES } from './readingTime'
import type { ArticleDetail, ArticleSummary, CategorySummary } from './types'

/** Length of `excerpt`, in characters: the abstract, or without one the start of the free preview. */
export const EXCERPT_LENGTH = 200

/** URL of the placeholder image, used when an article has no image. */
export const placeholderImageUrl = (width = 1200, height = 630): string =>
  `/api/placeholder/${width}/${height}`

/** Shortens a text to at most `max` characters at a word boundary, with an ellipsis. */
export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  const cut = clean.slice(0, max - 1)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max * 0.6))}…`
}

function asCategory(value: Article['category'] | undefined): Category | undefined {
  return typeof value === 'object' && value ? value : undefined
}

function asMedia(value: Article['image']): Media | undefined {
  return typeof value === 'object' && value ? value : undefined
}

/** Category fields as the product API answers them. */
export function toCategorySummary(c: Category): CategorySummary {
  return {
    slug: c.slug,
    slugEn: c.slugEn,
    label: c.label,
    displayName: c.displayName,
    audience: c.audience,
  }
}

/** The article's video link, whoever reads: null without `hasVideo` or without a URL. */
function videoUrlOf(doc: Article): string | null {
  return (doc.hasVideo && doc.videoUrl) || null
}

/**
 * An article as a list item: no body, only an excerpt taken from the free preview. Lists
 * are the same for every reader, so `videoUrl` is set only for free articles; a premium
 * article's video is part of what it sells (`hasVideo` still tells that one exists).
 */
export function toArticleSummary(doc: Article, textLocale: string): ArticleSummary {
  const category = asCategory(doc.category)
  const image = asMedia(doc.image)
  const abstract = doc.abstract?.trim() || null
  // Only without an abstract: the start of the free preview (never text behind the gate).
  const excerptSource =
    abstract ??
    (doc.body?.root ? convertLexicalToPlaintext({ data: previewOf(doc.body as EditorState) }) : '')
  return {
    id: doc.id,
    slug: doc.slug ?? String(doc.id),
    title: doc.title,
    abstract,
    excerpt: truncate(excerptSource, EXCERPT_LENGTH),
    category: category?.label ?? null,
    categorySlug: category?.slugEn ?? null,
    categoryName: category?.displayName ?? null,
    audience: doc.audience === 'patient' ? 'patient' : 'doctor',
    author: doc.authorName,
    authorName: doc.authorName,
    imageUrl: image?.sizes?.card?.url ?? image?.url ?? placeholderImageUrl(),
    imageSrcSet: imageSrcSet(image?.sizes),
    imageAlt: image?.alt ?? '',
    ogImageUrl: doc.ogImageUrl ?? image?.sizes?.og?.url ?? null,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
    publishedAt: doc.publishedAt ?? null,
    featured: doc.featured ? 1 : 0,
    trending: doc.trending ? 1 : 0,
    status: doc._status === 'draft' ? 'draft' : 'published',
    likes: doc.likes ?? 0,
    isPremium: isPremiumArticle(doc),
    hasVideo: videoUrlOf(doc) !== null,
    videoUrl: isPremiumArticle(doc) ? null : videoUrlOf(doc),
    readingTimeMinutes: doc.readingTimeMinutes ?? DEFAULT_READING_TIME_MINUTES,
    evidenceLevel: doc.evidenceLevel ?? null,
    topicClusterId: doc.topicClusterId ?? null,
    textLocale,
  }
}

type Body = { bodyMd: string; bodyHtml: string }

/**
 * An article rendered once for every reader: metadata plus the full body and the free
 * preview (first two paragraphs), both as Markdown and HTML. Cached server-side only;
 * `forReader` picks what one reader may see.
 */
export type RenderedArticle = Omit<ArticleDetail, 'bodyMd' | 'bodyHtml' | 'gated'> & {
  full: Body
  preview: Body
  /**
   * The video link, for readers who may read the full body only (`forReader`); `videoUrl`
   * is the list's (null for a premium article).
   */
  fullVideoUrl: string | null
}

function renderBody(
  state: EditorState | undefined,
  editorConfig: SanitizedServerEditorConfig,
): Body {
  // An empty root (e.g. the free preview of a one-paragraph article) is not a valid Lexical state.
  if (!state?.root?.children?.length) return { bodyMd: '', bodyHtml: '' }
  return { bodyMd: lexicalToMarkdown(state, editorConfig), bodyHtml: lexicalToHtml(state) }
}

/**
 * Renders an article (with populated category and image) for the product API and pages;
 * `textLocale` is the language its texts are in (see `ArticleSummary.textLocale`).
 */
export function renderArticle(
  doc: Article,
  editorConfig: SanitizedServerEditorConfig,
  textLocale: string,
): RenderedArticle {
  const fullBody = doc.body as EditorState | undefined
  const image = asMedia(doc.image)
  return {
    ...toArticleSummary(doc, textLocale),
    fullVideoUrl: videoUrlOf(doc),
    imageUrl: image?.sizes?.hero?.url ?? image?.url ?? placeholderImageUrl(1600, 900),
    translationOrigin: doc.translationOrigin ?? 'original',
    provenance: provenanceOf(doc, textLocale),
    metaTitle: doc.metaTitle ?? null,
    metaDescription: doc.metaDescription ?? null,
    canonicalUrl: doc.canonicalUrl ?? null,
    ogTitle: doc.ogTitle ?? null,
    ogDescription: doc.ogDescription ?? null,
    keywords: doc.keywords ?? [],
    schemaType: doc.schemaType ?? null,
    publisherName: doc.publisherName ?? null,
    llmSummary: doc.llmSummary ?? null,
    llmClaims: doc.llmClaims ?? [],
    aimetaTxt: doc.aimetaTxt ?? null,
    articleReferences: (doc.articleReferences ?? []).map((r) => ({
      authors: r.authors,
      title: r.title,
      source: r.source ?? null,
      year: r.year ?? null,
      url: r.url ?? null,
      doi: r.doi ?? null,
    })),
    full: renderBody(fullBody, editorConfig),
    preview: renderBody(fullBody?.root ? previewOf(fullBody) : undefined, editorConfig),
  }
}

/**
 * The article as one reader may see it. When the reader may not see a
 * premium article's full body, `bodyMd`/`bodyHtml` hold only the free preview,
 * `videoUrl` is null (`hasVideo` still says whether there is one) and `gated` is true:
 * the rest of the body and the video link never leave the server.
 */
export function forReader(rendered: RenderedArticle, reader: Reader): ArticleDetail {
  const { full, preview, fullVideoUrl, ...meta } = rendered
  const gated = !canReadFullBody(reader, rendered)
  if (!gated) return { ...meta, ...full, videoUrl: fullVideoUrl, gated }
  // The AI summary fields condense the paid body: members only, like the body itself.
  return {
    ...meta,
    ...preview,
    videoUrl: null,
    llmSummary: null,
    llmClaims: [],
    aimetaTxt: null,
    gated,
  }
}
