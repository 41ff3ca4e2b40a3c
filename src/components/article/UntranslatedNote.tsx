import { Languages } from 'lucide-react'
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { languageName } from '@/i18n/languageName'
import { articlePath } from '@/lib/routes'
import { localizedUrl } from '@/lib/seo/sitemap'

/**
 * The note on an article page whose article has no text in the reader's language
 * (`locale`): says so in the reader's language, that the German original follows, and
 * links the same article in every language it exists in (`available`, names in the
 * reader's language). Renders nothing when the article exists in `locale`.
 */
export async function UntranslatedNote({
  articleId,
  locale,
  available,
}: {
  articleId: number
  locale: Locale
  available: readonly string[]
}) {
  if (available.includes(locale)) return null
  const t = await getTranslations('Article')
  return (
    <div
      className="mt-4 flex items-start gap-2 rounded border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900"
      data-testid="untranslated-note"
      role="note"
    >
      <Languages className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div>
        <p>{t('untranslatedNote', { language: languageName(locale, locale) })}</p>
        {available.length > 0 && (
          <p className="mt-1">
            {t('availableIn')}{' '}
            {available.map((code, i) => (
              <span key={code}>
                {i > 0 && ', '}
                {/* A plain link: another language is another page (German without prefix). */}
                <a
                  href={localizedUrl('', code, articlePath(articleId))}
                  hrefLang={code}
                  className="font-medium underline hover:no-underline"
                >
                  {languageName(code, locale)}
                </a>
              </span>
            ))}
          </p>
        )}
      </div>
    </div>
  )
}
