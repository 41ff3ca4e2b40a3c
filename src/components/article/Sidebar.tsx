import { getLocale, getTranslations } from 'next-intl/server'

import { NewsletterBlock } from '@/components/newsletter/NewsletterBlock'
import { Link } from '@/i18n/navigation'
import { sidebarLatest } from '@/lib/articles/homeLists'
import { getArticleList } from '@/lib/articles/queries'
import { getCategoriesWithCounts } from '@/lib/categories/queries'

import { NumberedList } from './NumberedList'
import { categoryPath } from '@/lib/routes'
import type { Audience } from '@/lib/audience'

/**
 * Article sidebar: latest 4 posts (without the article being read, `currentArticleId`),
 * the newsletter form (a real double-opt-in sign-up) and popular categories with their
 * real article counts.
 */
export async function Sidebar({
  audience,
  currentArticleId,
}: {
  audience: Audience
  currentArticleId?: number
}) {
  const locale = await getLocale()
  const t = await getTranslations('Sidebar')
  const [latest, categories] = await Promise.all([
    getArticleList('latest', locale, audience),
    getCategoriesWithCounts(locale, audience),
  ])
  const categoryHref = (slugEn: string) => categoryPath(audience, slugEn)
  return (
    <aside className="space-y-10">
      <NumberedList
        title={t('latestPosts')}
        articles={sidebarLatest(latest, currentArticleId)}
        numbered={false}
      />
      <NewsletterBlock source="sidebar" audience={audience} />
      <section aria-label={t('popularCategories')}>
        <h2 className="section-title">{t('popularCategories')}</h2>
        <ul className="mt-3 divide-y divide-slate-100" data-testid="popular-categories">
          {categories.map((c) => (
            <li key={c.slugEn}>
              <Link
                href={categoryHref(c.slugEn)}
                className="flex items-center justify-between py-2.5 text-sm hover:text-brand-700"
              >
                <span>{c.displayName}</span>
                <span
                  className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-600"
                  aria-label={t('articleCount', { count: c.count })}
                >
                  {c.count}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </aside>
  )
}
