import { Link } from '@/i18n/navigation'
import type { ArticleSummary } from '@/lib/articles/types'

import { ArticleDate } from './ArticleDate'
import { articlePath } from '@/lib/routes'

/** A numbered list of article titles (the home page's 'Neueste Beiträge': the 8 latest). */
export function NumberedList({
  title,
  articles,
  numbered = true,
}: {
  title: string
  articles: ArticleSummary[]
  numbered?: boolean
}) {
  if (!articles.length) return null
  return (
    <section aria-label={title}>
      <h2 className="border-b-2 border-brand-500 pb-2 text-sm font-bold tracking-wide uppercase">
        {title}
      </h2>
      <ol className="mt-3 divide-y divide-slate-100">
        {articles.map((a, i) => (
          <li key={a.id} className="flex gap-3 py-3">
            {numbered && (
              <span className="w-6 shrink-0 text-xl font-bold text-brand-500">{i + 1}</span>
            )}
            <div className="min-w-0">
              <Link
                href={articlePath(a.id)}
                className="text-sm leading-snug font-semibold hover:text-brand-700"
              >
                {a.title}
              </Link>
              <p className="mt-1 text-xs text-slate-600">
                <ArticleDate value={a.publishedAt} />
              </p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  )
}
