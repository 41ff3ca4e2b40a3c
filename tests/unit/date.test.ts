import { describe, expect, it } from 'vitest'

import { formatLongDate } from '@/lib/dates/format'

describe('article dates (per locale with Intl)', () => {
  it('formats in German for de', () => {
    expect(formatLongDate('2026-10-14T10:00:00.000Z', 'de')).toBe('14. Oktober 2026')
  })
  it('formats in each language with its own conventions', () => {
    expect(formatLongDate('2026-10-14T10:00:00.000Z', 'en')).toBe('October 14, 2026')
    expect(formatLongDate('2026-10-14T10:00:00.000Z', 'ja')).toBe('2026年10月14日')
    expect(formatLongDate('2026-10-14T10:00:00.000Z', 'fr')).toBe('14 octobre 2026')
  })
  it('returns null for a missing or invalid date (shown as Unbekanntes Datum)', () => {
    expect(formatLongDate(null, 'de')).toBeNull()
    expect(formatLongDate('not a date', 'de')).toBeNull()
  })
})
