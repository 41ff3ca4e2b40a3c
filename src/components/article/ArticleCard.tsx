import { PlayCircle, Star } from 'lucide-react'
import { getTranslations } from 'next-intl/server'

import { Badge } from '@/components/ui/Badge'
import { Link } from '@/i18n/navigation'
import type { ArticleSummary } from '@/lib/articles/types'
import { truncate } from '@/lib/articles/serialize'

import { ArticleDate } from './ArticleDate'
import { ArticleImage } from './ArticleImage'
import { articlePath } from '@/lib/routes'

export type CardVariant = 'card' | 'hero' | 'side' | 'large'

/** Excerpt length per card variant, in characters (the side card shows none). */
const EXCERPT: Record<CardVariant, number> = { hero: 200, large: 200, card: 120, side: 0 }

/**
 * Rendered image width per variant and viewport (the page grids' columns), and the widest
 * image file worth offering (the largest rendered width at a 3x phone screen, in pixels).
 */
const IMAGE_SIZES: Record<CardVariant, string> = {
  hero: '(min-width: 1024px) 760px, 100vw',
  large: '(min-width: 640px) 50vw, 100vw',
  card: '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw',
  side: '96px',
}
const MAX_IMAGE_WIDTH: Record<CardVariant, number> = {
  hero: 1600,
  large: 1600,
  card: 1200,
  side: 480,
}

const layout: Record<CardVariant, { root: string; image: string; title: string }> = {
  hero: {
    root: 'flex flex-col gap-4',
    image: 'aspect-[16/9] w-full',
    title: 'text-3xl sm:text-4xl font-serif font-bold leading-tight',
  },
  large: {
    root: 'grid gap-4 sm:grid-cols-2',
    image: 'aspect-[16/9] w-full',
    title: 'text-2xl font-serif font-bold leading-snug',
  },
  card: {
    root: 'flex flex-col gap-3',
    image: 'aspect-[16/9] w-full',
    title: 'text-lg font-semibold leading-snug',
  },
  side: {
    root: 'flex gap-3',
    image: 'aspect-square w-24 shrink-0',
    title: 'text-sm font-semibold leading-snug',
  },
}

/**
 * An article card (variants card, hero, side, large): image (placeholder when
 * absent), category, title, author, date; 'Empfohlen' when featured and 'Video verfügbar'
 * only when the article really has a video. The image is decorative here (`alt=""`): the
 * title next to it names the article, and a screen reader would otherwise read both.
 */
export async function ArticleCard({
  article,
  variant = 'card',
  headingLevel = 3,
  priority = false,
}: {
  article: ArticleSummary
  variant?: CardVariant
  headingLevel?: 2 | 3
  /** The page's largest image (the hero): loaded first instead of lazily. */
  priority?: boolean
}) {
  const t = await getTranslations('Card')
  const l = layout[variant]
  const Heading = `h${headingLevel}` as const
  const excerpt = EXCERPT[variant] ? truncate(article.excerpt, EXCERPT[variant]) : ''
  return (
    <article className={`group relative ${l.root}`} data-testid="article-card">
      <div className={`relative overflow-hidden rounded-lg bg-slate-100 ${l.image}`}>
        <ArticleImage
          src={article.imageUrl}
          srcSet={article.imageSrcSet}
          alt=""
          sizes={IMAGE_SIZES[variant]}
          maxWidth={MAX_IMAGE_WIDTH[variant]}
          priority={priority}
          className="transition group-hover:scale-[1.02]"
        />
        {variant !== 'side' && (article.featured === 1 || article.hasVideo) && (
          <div className="absolute start-2 top-2 flex flex-wrap gap-1.5">
            {article.featured === 1 && (
              <Badge tone="accent" shape="tag">
                <Star className="size-3" aria-hidden />
                {t('featured')}
              </Badge>
            )}
            {article.hasVideo && (
              <Badge tone="dark" shape="tag">
                <PlayCircle className="size-3" aria-hidden />
                {t('video')}
              </Badge>
            )}
          </div>
        )}
      </div>
      <div className="min-w-0">
        {article.categoryName && (
          <p className="text-xs font-semibold tracking-wide text-brand-600 uppercase">
            {article.categoryName}
          </p>
        )}
        <Heading className={`mt-1 ${l.title}`}>
          <Link
            href={articlePath(article.id)}
            className="after:absolute after:inset-0 hover:text-brand-700"
          >
            {article.title}
          </Link>
        </Heading>
        {excerpt && <p className="mt-2 text-sm text-slate-600">{excerpt}</p>}
        <p className="mt-2 text-xs text-slate-600">
          {article.authorName} · <ArticleDate value={article.publishedAt} />
        </p>
      </div>
    </article>
  )
}
