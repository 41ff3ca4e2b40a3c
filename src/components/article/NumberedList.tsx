import { getLocale, getTranslations } from 'next-intl/server'

import { LocalizedLink } from '@/components/i18n/LocalizedLink'
import { foreignTextProps } from '@/i18n/foreignText'
import type { ArticleSummary } from '@/lib/articles/types'

import { ArticleDate } from './ArticleDate'
import { articlePath } from '@/lib/routes'

/**
 * A numbered list of article titles (the home page's 'Neueste Beiträge': the 8 latest), each
 * with its date and 'Premium' for a premium article.
 */
export async function NumberedList({
  title,
  articles,
  numbered = true,
}: {
  title: string
  articles: ArticleSummary[]
  numbered?: boolean
}) {
  if (!articles.length) return null
  const [locale, t, tCard] = await Promise.all([
    getLocale(),
    getTranslations('Article'),
    getTranslations('Card'),
  ])
  return (
    <section aria-label={title}>
      <h2 className="section-title">{title}</h2>
      <ol className="mt-3 divide-y divide-slate-100">
        {articles.map((a, i) => (
          <li key={a.id} className="flex gap-3 py-3">
            {numbered && <span className="list-rank">{i + 1}</span>}
            <div className="min-w-0">
              <LocalizedLink
                href={articlePath(a.id)}
                locale={locale}
                className="list-link"
                {...foreignTextProps(a.textLocale, locale)}
              >
                {a.title}
              </LocalizedLink>
              <p className="list-date">
                <ArticleDate
                  value={a.publishedAt}
                  locale={locale}
                  unknownLabel={t('unknownDate')}
                />
                {a.isPremium && <span className="card-premium">{tCard('premium')}</span>}
              </p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  )
}
