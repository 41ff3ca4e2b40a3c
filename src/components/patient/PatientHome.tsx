import { Search } from 'lucide-react'
import { getLocale, getTranslations } from 'next-intl/server'

import { Button } from '@/components/ui/Button'
import { Card } from '@/components/ui/Card'
import { ArticleCard } from '@/components/article/ArticleCard'
import { EmptyState } from '@/components/article/EmptyState'
import { NumberedList } from '@/components/article/NumberedList'
import { NewsletterBlock } from '@/components/newsletter/NewsletterBlock'
import { Link } from '@/i18n/navigation'
import { fillWithoutRepeats, HOME_LISTS, SIDEBAR_LATEST } from '@/lib/articles/homeLists'
import { getArticleList } from '@/lib/articles/queries'

/**
 * Patient home (`/patient`; `/patient-home` redirects here): the first featured article, 'more articles'
 * (3 latest), 'more important topics' (2 more featured), never repeating an article of a
 * bigger slot; a call to action to /patient-search, a trending/latest sidebar, and the
 * patients' newsletter sign-up below.
 */
export async function PatientHome() {
  const locale = await getLocale()
  const t = await getTranslations('Patient')
  const [featured, latest, trending] = await Promise.all([
    getArticleList('featured', locale, 'patient'),
    getArticleList('latest', locale, 'patient'),
    getArticleList('trending', locale, 'patient'),
  ])
  // Bigger slots first; an article is never repeated in a smaller list after it.
  const [[main], moreArticles, importantTopics] = fillWithoutRepeats([
    { candidates: featured.length ? featured : latest, size: 1 },
    { candidates: latest, size: HOME_LISTS.moreTo - HOME_LISTS.moreFrom },
    { candidates: featured, size: HOME_LISTS.featured - 1 },
  ])
  return (
    <>
      <section className="bg-gradient-to-r from-brand-700 to-brand-500 text-white">
        <div className="mx-auto max-w-7xl px-4 py-10">
          <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">
            {t('heroKicker')}
          </p>
          <h1 className="mt-2 font-serif text-3xl font-bold sm:text-4xl">{t('heroTitle')}</h1>
          <p className="mt-2 max-w-2xl text-brand-50">{t('heroText')}</p>
        </div>
      </section>
      {!main ? (
        <div className="mx-auto max-w-7xl px-4 py-12">
          <EmptyState title={t('empty')} />
        </div>
      ) : (
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-12">
          <div className="space-y-10 lg:col-span-8">
            <ArticleCard article={main} variant="hero" headingLevel={2} priority />
            <section aria-label={t('moreArticles')}>
              <h2 className="section-title">{t('moreArticles')}</h2>
              <div className="mt-4 space-y-4">
                {moreArticles!.map((a) => (
                  <ArticleCard key={a.id} article={a} variant="side" />
                ))}
              </div>
            </section>
            {importantTopics!.length > 0 && (
              <section aria-label={t('importantTopics')}>
                <h2 className="section-title">{t('importantTopics')}</h2>
                <div className="mt-4 grid gap-6 sm:grid-cols-2">
                  {importantTopics!.map((a) => (
                    <ArticleCard key={a.id} article={a} variant="card" />
                  ))}
                </div>
              </section>
            )}
            <Card
              asChild
              variant="brand"
              padding="lg"
              className="border-transparent sm:flex sm:items-center sm:justify-between sm:gap-6"
            >
              <section>
                <div>
                  <h2 className="text-xl font-bold">{t('ctaTitle')}</h2>
                  <p className="mt-1 text-slate-600">{t('ctaText')}</p>
                </div>
                <Button asChild size="lg" className="mt-4 sm:mt-0">
                  <Link href="/patient-search">
                    <Search className="size-4" aria-hidden />
                    {t('ctaButton')}
                  </Link>
                </Button>
              </section>
            </Card>
          </div>
          <div className="space-y-10 lg:col-span-4">
            <NumberedList title={t('trending')} articles={trending.slice(0, HOME_LISTS.trending)} />
            <NumberedList
              title={t('latest')}
              articles={latest.slice(0, SIDEBAR_LATEST)}
              numbered={false}
            />
          </div>
        </div>
      )}
      <div className="mx-auto max-w-7xl px-4 pb-12">
        <NewsletterBlock source="stay-updated" audience="patient" />
      </div>
    </>
  )
}
