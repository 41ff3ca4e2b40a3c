import { formatLongDate } from '@/lib/dates/format'

/**
 * A `<time>` with the article date (ISO string `value`) in the reader's language, or
 * `unknownLabel` ('Unbekanntes Datum', from `Article.unknownDate`) without a valid date.
 * Synchronous, with the language and label from the caller: the lists render one per card,
 * and an async component would make each a separate row of the page's inline payload.
 */
export function ArticleDate({
  value,
  locale,
  unknownLabel,
}: {
  value: string | null
  locale: string
  unknownLabel: string
}) {
  const formatted = formatLongDate(value, locale)
  if (!formatted || !value) return <span>{unknownLabel}</span>
  return <time dateTime={value}>{formatted}</time>
}
