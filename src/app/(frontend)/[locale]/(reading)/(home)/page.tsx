import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ArticleCard } from '@/components/article/ArticleCard'
import { EmptyState } from '@/components/article/EmptyState'
import { NumberedList } from '@/components/article/NumberedList'
import { StoredLanguageRedirect } from '@/components/i18n/StoredLanguageRedirect'
import { PageShell } from '@/components/layout/PageShell'
import { NewsletterBlock } from '@/components/newsletter/NewsletterBlock'
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales'
import { fillWithoutRepeats, HOME_LISTS as HOME } from '@/lib/articles/homeLists'
import { getArticleList } from '@/lib/articles/queries'
import { pageAlternates } from '@/lib/seo/pageAlternates'

/** Canonical and hreflang links of the home page; title and description come from the layout. */
export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: Locale }>
}): Promise<Metadata> {
  return { alternates: await pageAlternates((await params).locale, '') }
}

/**
 * Doctor home: banner 'Evidenzbasierte Zahnmedizin'; centre the first featured article
 * and 'Weitere Schlagzeilen' (the next 2 featured); left 'Weitere Artikel' (3 latest);
 * right 'Neueste Beiträge' (first 8 latest, numbered) and trending (5); below them the
 * 'Stay Updated' newsletter block. On a phone the columns stack in source order: centre,
 * 'Weitere Artikel', right. No article appears in two of the card lists. The German
 * home page `/` also sends a returning reader to the language they chose and suggests their
 * browser's language to a first-time reader.
 */
export default async function HomePage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations('Home')
  const [featured, latest, trending] = await Promise.all([
    getArticleList('featured', locale, 'doctor'),
    getArticleList('latest', locale, 'doctor'),
    getArticleList('trending', locale, 'doctor'),
  ])
  // Bigger slots first; an article is never repeated in a smaller list after it.
  const [[main], moreFeatured, moreArticles, trendingCards] = fillWithoutRepeats([
    { candidates: featured, size: 1 },
    { candidates: featured, size: HOME.featured - 1 },
    { candidates: latest, size: HOME.moreTo - HOME.moreFrom },
    { candidates: trending, size: HOME.trending },
  ])

  return (
    <PageShell variant="doctor">
      {locale === DEFAULT_LOCALE && <StoredLanguageRedirect />}
      <section className="bg-gradient-to-r from-brand-900 to-brand-600 text-white">
        <div className="mx-auto max-w-7xl px-4 py-8">
          <h1 className="font-serif text-3xl font-bold sm:text-4xl">{t('bannerTitle')}</h1>
          <p className="mt-2 max-w-2xl text-brand-100">{t('bannerText')}</p>
        </div>
      </section>
      {!latest.length ? (
        <div className="mx-auto max-w-7xl px-4 py-12">
          <EmptyState title={t('empty')} />
        </div>
      ) : (
        // The columns are written in the order a phone stacks them: the lead story, then
        // 'Weitere Artikel', then the lists. The wide layout puts 'Weitere Artikel' on the
        // left by grid placement (row 1, lines 1-3), not by moving it in the HTML. Written
        // first and moved down with CSS `order`, it would be painted at the top while a slow
        // connection still delivers the rest and then be pushed down (a layout shift), and
        // screen readers and the keyboard would meet it before the lead story.
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-12">
          <div className="space-y-10 lg:col-span-6 lg:col-start-4 lg:row-start-1">
            {main && <ArticleCard article={main} variant="hero" headingLevel={2} priority />}
            {moreFeatured!.length > 0 && (
              <section aria-label={t('moreHeadlines')}>
                <h2 className="section-title">{t('moreHeadlines')}</h2>
                <div className="mt-4 grid gap-6 sm:grid-cols-2">
                  {moreFeatured!.map((a) => (
                    <ArticleCard key={a.id} article={a} variant="card" />
                  ))}
                </div>
              </section>
            )}
          </div>
          <section
            aria-label={t('moreArticles')}
            className="space-y-6 lg:col-span-3 lg:col-start-1 lg:row-start-1"
          >
            <h2 className="section-title">{t('moreArticles')}</h2>
            {moreArticles!.map((a) => (
              <ArticleCard key={a.id} article={a} variant="card" />
            ))}
          </section>
          <div className="space-y-10 lg:col-span-3 lg:col-start-10 lg:row-start-1">
            <NumberedList title={t('latestPosts')} articles={latest.slice(0, HOME.latest)} />
            <section aria-label={t('trending')}>
              <h2 className="section-title">{t('trending')}</h2>
              <div className="mt-4 space-y-4">
                {trendingCards!.map((a) => (
                  <ArticleCard key={a.id} article={a} variant="side" />
                ))}
              </div>
            </section>
          </div>
        </div>
      )}
      <div className="mx-auto max-w-7xl px-4 pb-12">
        <NewsletterBlock source="stay-updated" />
      </div>
    </PageShell>
  )
}
