import type { Audience } from '@/lib/audience'
import type { TranslationProvenance } from '@/lib/translation/provenance'

/**
 * Answer shapes of the product API (`/api/articles/...`). `featured`/`trending` are
 * 1 or 0, not booleans; dates are ISO 8601 strings; `category` is the category label
 * (as editors name it), with `categorySlug`/`categoryName` for links and display.
 */
export type ArticleReference = {
  authors: string
  title: string
  source: string | null
  year: number | null
  url: string | null
  doi: string | null
}

export type ArticleSummary = {
  id: number
  slug: string
  title: string
  abstract: string | null
  /** `abstract`, else the start of the free preview text, at most 200 characters. */
  excerpt: string
  category: string | null
  categorySlug: string | null
  categoryName: string | null
  audience: Audience
  author: string
  authorName: string
  imageUrl: string
  /**
   * `srcset` of the uploaded image: its WebP sizes, `"{url} {width}w"` narrowest first, all
   * 16:9; null for the placeholder and for uploads too small for any size.
   */
  imageSrcSet: string | null
  imageAlt: string
  ogImageUrl: string | null
  createdAt: string
  updatedAt: string
  publishedAt: string | null
  featured: 0 | 1
  trending: 0 | 1
  status: 'draft' | 'published'
  likes: number
  isPremium: boolean
  /** Whether the article has a video (lists and badges show this to everyone). */
  hasVideo: boolean
  /**
   * Link to the video: only for readers who may read the full body (null for a premium
   * article in lists and for gated readers), null without a video.
   */
  videoUrl: string | null
  readingTimeMinutes: number
  evidenceLevel: string | null
  topicClusterId: string | null
  /**
   * The language of `title`, `abstract`, `excerpt` (and a detail's body and references):
   * the requested locale when the article has a text of its own in it, else `de` (the
   * German original it falls back to). Pages mark text whose language differs from theirs
   * with `lang` and `dir` (`foreignTextProps`).
   */
  textLocale: string
}

export type ArticleDetail = ArticleSummary & {
  /** Where this language version comes from: written, machine-translated (to review) or reviewed. */
  translationOrigin: 'original' | 'machine' | 'reviewed'
  /**
   * Who translated and who reviewed the text shown (machine translator, reviewer's name,
   * review time as ISO 8601); null for the German original and the German fallback.
   */
  provenance: TranslationProvenance | null
  /** Full body, or only the free preview (first two paragraphs) when `gated` is true. */
  bodyMd: string
  bodyHtml: string
  /** True when the reader may not see the full body: the body fields hold the preview only. */
  gated: boolean
  metaTitle: string | null
  metaDescription: string | null
  canonicalUrl: string | null
  ogTitle: string | null
  ogDescription: string | null
  keywords: string[]
  schemaType: string | null
  publisherName: string | null
  llmSummary: string | null
  llmClaims: string[]
  aimetaTxt: string | null
  articleReferences: ArticleReference[]
}

export type CategorySummary = {
  slug: string
  slugEn: string
  label: string
  displayName: string
  audience: Audience
}

export type CategoryWithCount = CategorySummary & { count: number }
