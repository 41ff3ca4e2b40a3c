import { useLocale } from 'next-intl'

import { formatNumber } from '@/lib/dates/format'

/**
 * `formatNumber` in the page's language, for components: counts, points, percentages and
 * distances with the journal's one digit system (docs/i18n.md, "Digits and calendar"),
 * so they agree with the page's dates. Use it instead of next-intl's `format.number`,
 * which follows each browser's CLDR default.
 */
export function useNumberFormat(): (value: number, options?: Intl.NumberFormatOptions) => string {
  const locale = useLocale()
  return (value, options) => formatNumber(value, locale, options)
}
