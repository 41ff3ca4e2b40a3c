import { getTranslations } from 'next-intl/server'

import { NewsletterBlock } from '@/components/newsletter/NewsletterBlock'
import type { Audience } from '@/lib/audience'
import type { ArticleSummary, CategorySummary } from '@/lib/articles/types'

import { ArticleCard } from './ArticleCard'
import { EmptyState } from './EmptyState'

/**
 * A category page body: title, 'N articles found' and a grid
 * of cards, or the empty state 'No articles found'; on patients' category pages the
 * patients' newsletter sign-up below.
 */
export async function CategoryListing({
  category,
  articles,
  audience = 'doctor',
}: {
  category: CategorySummary
  articles: ArticleSummary[]
  audience?: Audience
}) {
  const t = await getTranslations('Category')
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <header className="border-b border-slate-200 pb-6">
        <h1 className="font-serif text-3xl font-bold sm:text-4xl">{category.displayName}</h1>
        <p className="mt-2 text-sm text-slate-600" data-testid="article-count">
          {t('articlesFound', { count: articles.length })}
        </p>
      </header>
      {articles.length ? (
        <div className="mt-8 space-y-10">
          {/* The newest article leads in the 'large' card variant, the rest form a grid. */}
          <ArticleCard article={articles[0]!} variant="large" headingLevel={2} />
          {articles.length > 1 && (
            <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
              {articles.slice(1).map((a) => (
                <ArticleCard key={a.id} article={a} variant="card" headingLevel={2} />
              ))}
            </div>
          )}
        </div>
      ) : (
        <div className="mt-8">
          <EmptyState title={t('emptyTitle')} text={t('emptyText')} />
        </div>
      )}
      {audience === 'patient' && (
        <div className="mt-12">
          <NewsletterBlock source="stay-updated" audience="patient" />
        </div>
      )}
    </div>
  )
}
