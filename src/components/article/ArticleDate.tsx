import { getLocale, getTranslations } from 'next-intl/server'

import { formatLongDate } from '@/lib/format/date'

/** A `<time>` with the article date in German or US English, or 'Unbekanntes Datum'. */
export async function ArticleDate({ value }: { value: string | null }) {
  const locale = await getLocale()
  const t = await getTranslations('Article')
  const formatted = formatLongDate(value, locale)
  if (!formatted || !value) return <span>{t('unknownDate')}</span>
  return <time dateTime={value}>{formatted}</time>
}
