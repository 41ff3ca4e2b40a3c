import { Clock, Heart, PlayCircle, Star } from 'lucide-react'
import { getLocale, getTranslations } from 'next-intl/server'

import { Badge } from '@/components/ui/Badge'
import { Button } from '@/components/ui/Button'
import { Link } from '@/i18n/navigation'
import { isEvidenceLevel } from '@/lib/articles/evidenceLevels'
import { ArticleImage } from './ArticleImage'
import { PAYWALLED_SECTION_CLASS } from '@/lib/articles/structuredData'
import { foreignTextProps } from '@/i18n/foreignText'
import type { ArticleDetail } from '@/lib/articles/types'

import { QuizSection } from '@/components/cme/QuizSection.client'

import { getArticleAudio } from '@/lib/articles/queries'

import { ArticleAudio } from './ArticleAudio.client'
import { ArticleDate } from './ArticleDate'
import { PremiumBody } from './PremiumBody.client'
import { PremiumGate } from './PremiumGate'
import { References } from './References'
import { ShareAndCite } from './ShareAndCite'
import { categoryPath } from '@/lib/routes'
import { TranslationProvenance } from './TranslationProvenance'
import { UntranslatedNote } from './UntranslatedNote'

export const bodyClass =
  'prose prose-slate max-w-none prose-headings:font-serif prose-a:text-brand-700'

/**
 * The loaded article on its page: featured badge, category, title, abstract or
 * 'Kein Auszug verfügbar', author, date or 'Unbekanntes Datum', likes, image, body (or,
 * when gated, the preview with the upsell box), video link (a premium article's only for
 * readers the server lets read the body, shown by `PremiumBody`) and references.
 * `availableLocales` are the languages the article exists in; when the page's language is
 * not one of them the page shows the German original: a note says so (with links to the
 * other languages) and the title, abstract and body carry `lang="de" dir="ltr"`, while category,
 * dates and every interface string stay in the reader's language; title, abstract, body and
 * references then carry `lang` and `dir` of the text (`foreignTextProps`). A translated
 * version carries its provenance line (`TranslationProvenance`).
 */
export async function ArticleView({
  article,
  availableLocales,
}: {
  article: ArticleDetail
  availableLocales: readonly string[]
}) {
  const t = await getTranslations('Article')
  const locale = await getLocale()
  const taxonomy = await getTranslations('Taxonomy')
  const evidence = isEvidenceLevel(article.evidenceLevel)
    ? taxonomy(`evidence.${article.evidenceLevel}`)
    : undefined
  // Only text in another language than the page's is marked (`lang` and `dir`), so screen
  // readers and right-to-left pages switch for the German text alone.
  const textProps = foreignTextProps(article.textLocale, locale)
  const categoryHref = categoryPath(article.audience, article.categorySlug ?? '')
  const audio = await getArticleAudio(article.id, locale)
  return (
    <article>
      <header>
        <div className="flex flex-wrap items-center gap-2 text-xs font-semibold tracking-wide uppercase">
          {article.featured === 1 && (
            <Badge tone="accent" shape="tag" data-testid="featured-badge">
              <Star className="size-3" aria-hidden />
              {t('featured')}
            </Badge>
          )}
          {article.categoryName && article.categorySlug && (
            <Link href={categoryHref} className="text-brand-600 hover:underline">
              {article.categoryName}
            </Link>
          )}
        </div>
        <h1 className="mt-3 font-serif text-3xl leading-tight font-bold sm:text-4xl" {...textProps}>
          {article.title}
        </h1>
        <p className="mt-4 text-lg text-slate-600" {...(article.abstract ? textProps : {})}>
          {article.abstract ?? t('noAbstract')}
        </p>
        <div className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-600">
          <span className="font-medium text-slate-800">{article.authorName}</span>
          <ArticleDate
            value={article.publishedAt}
            locale={locale}
            unknownLabel={t('unknownDate')}
          />
          <span className="inline-flex items-center gap-1">
            <Heart className="size-4" aria-hidden />
            {t('likes', { count: article.likes })}
          </span>
          <span className="inline-flex items-center gap-1">
            <Clock className="size-4" aria-hidden />
            {t('readingTime', { minutes: article.readingTimeMinutes })}
          </span>
          {evidence && (
            <Badge
              tone="brand"
              shape="tag"
              className="text-sm font-normal"
              title="Oxford CEBM 2011"
            >
              {t('evidenceLevel')}: {evidence}
            </Badge>
          )}
        </div>
        <UntranslatedNote articleId={article.id} locale={locale} available={availableLocales} />
        <TranslationProvenance
          articleId={article.id}
          locale={locale}
          provenance={article.provenance}
        />
      </header>
      {audio && (
        <ArticleAudio
          articleId={article.id}
          gated={article.isPremium}
          durationSec={audio.durationSec}
        />
      )}
      <figure className="relative mt-8 aspect-[16/9] overflow-hidden rounded-lg bg-slate-100">
        <ArticleImage
          src={article.imageUrl}
          srcSet={article.imageSrcSet}
          alt={article.imageAlt || t('imagePlaceholder')}
          sizes="(min-width: 768px) 720px, 100vw"
          priority
        />
      </figure>
      {article.hasVideo && article.videoUrl && (
        <Button asChild variant="outline" className="mt-6 font-medium">
          <a href={article.videoUrl} rel="noopener">
            <PlayCircle className="size-4" aria-hidden />
            {t('watchVideo')}
          </a>
        </Button>
      )}
      {article.gated ? (
        <PremiumBody
          articleId={article.id}
          previewHtml={article.bodyHtml}
          textProps={textProps}
          className={`mt-8 ${bodyClass} ${PAYWALLED_SECTION_CLASS}`}
          videoLabel={article.hasVideo ? t('watchVideo') : undefined}
        >
          <PremiumGate />
        </PremiumBody>
      ) : (
        <div
          className={`mt-8 ${bodyClass}`}
          data-testid="article-body"
          {...textProps}
          dangerouslySetInnerHTML={{ __html: article.bodyHtml }}
        />
      )}
      {article.audience === 'doctor' && <QuizSection articleId={article.id} />}
      <ShareAndCite article={article} />
      <References references={article.articleReferences} textProps={textProps} />
    </article>
  )
}
