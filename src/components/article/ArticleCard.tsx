import { getLocale, getTranslations } from 'next-intl/server'

import { LocalizedLink } from '@/components/i18n/LocalizedLink'
import { Badge } from '@/components/ui/Badge'
import { foreignTextProps } from '@/i18n/foreignText'
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

/**
 * Per-variant classes; the parts every variant shares are component classes (`card-media`,
 * `card-kicker`, … in globals.css).
 */
const layout: Record<CardVariant, { root: string; image: string; title: string }> = {
  hero: {
    root: 'flex flex-col gap-4',
    image: 'aspect-video w-full',
    title: 'text-3xl sm:text-4xl font-serif font-bold leading-tight',
  },
  large: {
    root: 'grid gap-4 sm:grid-cols-2',
    image: 'aspect-video w-full',
    title: 'text-2xl font-serif font-bold leading-snug',
  },
  card: {
    root: 'flex flex-col gap-3',
    image: 'aspect-video w-full',
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
 * absent), category ('Premium' beside it for a premium article, so visitors know before
 * opening it), title, author, date; 'Empfohlen' when featured and 'Video verfügbar'
 * only when the article really has a video (their icons are CSS masks, see globals.css).
 * Title and excerpt in another language than the page's (the German original of an
 * untranslated article) carry their own `lang` and `dir`.
 * The image is decorative here (`alt=""`): the title next to it names the article, and a
 * screen reader would otherwise read both.
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
  const [t, tArticle, locale] = await Promise.all([
    getTranslations('Card'),
    getTranslations('Article'),
    getLocale(),
  ])
  const l = layout[variant]
  const Heading = `h${headingLevel}` as const
  const excerpt = EXCERPT[variant] ? truncate(article.excerpt, EXCERPT[variant]) : ''
  const textProps = foreignTextProps(article.textLocale, locale)
  return (
    <article className={`group relative ${l.root}`}>
      <div className={`card-media ${l.image}`}>
        <ArticleImage
          src={article.imageUrl}
          srcSet={article.imageSrcSet}
          alt=""
          sizes={IMAGE_SIZES[variant]}
          maxWidth={MAX_IMAGE_WIDTH[variant]}
          priority={priority}
          className="card-zoom"
        />
        {variant !== 'side' && (article.featured === 1 || article.hasVideo) && (
          <div className="absolute start-2 top-2 flex flex-wrap gap-1.5">
            {article.featured === 1 && (
              <Badge tone="accent" shape="tag">
                <span className="icon-star size-3" aria-hidden />
                {t('featured')}
              </Badge>
            )}
            {article.hasVideo && (
              <Badge tone="dark" shape="tag">
                <span className="icon-play size-3" aria-hidden />
                {t('video')}
              </Badge>
            )}
          </div>
        )}
      </div>
      <div className="min-w-0">
        {(article.categoryName || article.isPremium) && (
          <p className="card-kicker">
            {article.categoryName}
            {article.isPremium && <span className="card-premium">{t('premium')}</span>}
          </p>
        )}
        <Heading className={`mt-1 ${l.title}`} {...textProps}>
          <LocalizedLink href={articlePath(article.id)} locale={locale} className="card-link">
            {article.title}
          </LocalizedLink>
        </Heading>
        {excerpt ? (
          <p className="card-excerpt" {...textProps}>
            {excerpt}
          </p>
        ) : null}
        <p className="card-meta">
          {`${article.authorName} · `}
          <ArticleDate
            value={article.publishedAt}
            locale={locale}
            unknownLabel={tArticle('unknownDate')}
          />
        </p>
      </div>
    </article>
  )
}
