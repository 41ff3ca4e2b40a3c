import { getTranslations } from 'next-intl/server'

import type { ForeignTextProps } from '@/i18n/foreignText'
import { citationParts } from '@/lib/articles/citation'
import type { ArticleReference } from '@/lib/articles/types'

/**
 * The article's references as a numbered citation list (authors. title. source, year.),
 * one full stop per part even when the authors end in "et al." (`citationParts`);
 * `textProps` are the `lang` and `dir` of the article's text when it differs from the
 * page's (`foreignTextProps`).
 */
export async function References({
  references,
  textProps = {},
}: {
  references: ArticleReference[]
  textProps?: ForeignTextProps
}) {
  if (!references.length) return null
  const t = await getTranslations('Article')
  return (
    <section className="mt-12 border-t border-slate-200 pt-6" aria-labelledby="references">
      <h2 id="references" className="text-lg font-semibold">
        {t('references')}
      </h2>
      <ol className="mt-3 list-decimal space-y-2 ps-5 text-sm text-slate-700" {...textProps}>
        {references.map((r, i) => {
          const c = citationParts(r)
          return (
            <li key={i}>
              {c.authors} <cite className="not-italic">{c.title}</cite>
              {c.tail}
              {r.url && (
                <>
                  {' '}
                  <a
                    href={r.url}
                    className="break-all text-brand-700 underline"
                    rel="noopener noreferrer"
                    target="_blank"
                  >
                    {r.url}
                  </a>
                </>
              )}
              {r.doi && !r.url && <> doi:{r.doi}</>}
            </li>
          )
        })}
      </ol>
    </section>
  )
}
