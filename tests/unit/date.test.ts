import { describe, expect, it } from 'vitest'

import { formatArticleDate } from '@/lib/format/date'

describe('article dates (spec §9: German for German, otherwise US English)', () => {
  it('formats in German for de', () => {
    expect(formatArticleDate('2026-10-14T10:00:00.000Z', 'de')).toBe('14. Oktober 2026')
  })
  it('formats in US English for every other language', () => {
    expect(formatArticleDate('2026-10-14T10:00:00.000Z', 'en')).toBe('October 14, 2026')
    expect(formatArticleDate('2026-10-14T10:00:00.000Z', 'ja')).toBe('October 14, 2026')
  })
  it('returns null for a missing or invalid date (shown as Unbekanntes Datum)', () => {
    expect(formatArticleDate(null, 'de')).toBeNull()
    expect(formatArticleDate('not a date', 'de')).toBeNull()
  })
})
