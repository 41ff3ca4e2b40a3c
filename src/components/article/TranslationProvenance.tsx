import { Languages } from 'lucide-react'
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { DEFAULT_LOCALE } from '@/i18n/locales'
import { formatLongDate } from '@/lib/dates/format'
import { articlePath } from '@/lib/routes'
import { localizedUrl } from '@/lib/seo/sitemap'
import type { TranslationProvenance as Provenance } from '@/lib/translation/provenance'

/**
 * The provenance line of a translated article, in the reader's language (`locale`):
 * "Übersetzt aus dem Deutschen · maschinell (DeepL) · geprüft von {Name} am {Datum}" and a
 * link to the German original. A machine translation names its translator (DeepL, or the
 * LLM's model) and says when it is not reviewed yet; a translation by people names no
 * translator; a reviewed one names the reviewer and the day (docs/i18n.md, "Translation
 * provenance"). Nothing for the German original (`provenance` null).
 */
export async function TranslationProvenance({
  articleId,
  locale,
  provenance,
}: {
  articleId: number
  locale: Locale
  provenance: Provenance | null
}) {
  if (!provenance) return null
  const t = await getTranslations('Provenance')
  const parts = [t('translatedFrom')]
  if (provenance.kind !== 'human') {
    const provider = provenance.provider === 'deepl' ? 'DeepL' : (provenance.model ?? t('aiModel'))
    parts.push(t('machine', { provider }))
  }
  const date = formatLongDate(provenance.reviewedAt, locale)
  if (provenance.kind === 'machine') parts.push(t('notReviewed'))
  else if (date && provenance.reviewerName)
    parts.push(t('reviewedBy', { name: provenance.reviewerName, date }))
  else if (date) parts.push(t('reviewedOn', { date }))
  else if (provenance.kind === 'reviewedMachine') parts.push(t('reviewed'))
  return (
    <p
      className="mt-4 flex items-start gap-2 text-sm text-slate-600"
      data-testid="translation-provenance"
      data-kind={provenance.kind}
    >
      <Languages className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        {parts.join(' · ')} ·{' '}
        {/* A plain link: the German page is another language's page (no prefix). */}
        <a
          href={localizedUrl('', DEFAULT_LOCALE, articlePath(articleId))}
          hrefLang={DEFAULT_LOCALE}
          className="font-medium underline hover:no-underline"
        >
          {t('original')}
        </a>
      </span>
    </p>
  )
}
