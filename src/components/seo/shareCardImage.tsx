import { ImageResponse } from 'next/og'

import { ShareCard } from './ShareCard'
import type { ArticleSummary } from '@/lib/articles/types'

import { SHARE_IMAGE } from '@/lib/seo/articleMetadata'

/** How long shared caches keep a card, in seconds (it changes only with the title). */
const CARD_MAX_AGE_SECONDS = 86_400

/**
 * The 1200 × 630 PNG share card of an article (the Open Graph and Twitter image) as a response, drawn
 * with `next/og` from public fields only (title, category, author, premium flag).
 */
export function shareCardResponse(article: ArticleSummary, siteName: string): ImageResponse {
  return new ImageResponse(
    <ShareCard
      title={article.title}
      category={article.categoryName}
      author={article.authorName || article.author}
      siteName={siteName}
      premium={article.isPremium}
      audience={article.audience}
    />,
    {
      ...SHARE_IMAGE,
      headers: { 'cache-control': `public, max-age=3600, s-maxage=${CARD_MAX_AGE_SECONDS}` },
    },
  )
}
