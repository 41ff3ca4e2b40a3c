import compile from 'icu-minify/compile'
import format from 'icu-minify/format'
import { describe, expect, it, vi } from 'vitest'

import { intlLocaleTag } from '@/i18n/digits'
import { formatLongDate, formatNumber } from '@/lib/dates/format'

import ar from '../../messages/ar.json'
import fa from '../../messages/fa.json'
import { icuFormatters } from '@/i18n/messageTranslator'

// `messageDigits` is server code (it compiles messages); the guard package refuses to load
// outside React's server build, which a unit test is not.
vi.mock('server-only', () => ({}))
const { withJournalDigits } = await import('@/i18n/messageDigits')

/** Digits other than 0-9: Arabic-Indic, Persian (extended Arabic-Indic), Devanagari, Thai. */
const OTHER_DIGITS = /[\u0660-\u0669\u06F0-\u06F9\u0966-\u096F\u0E50-\u0E59]/

/** A catalogue message as the app formats it: precompiled, with the journal's digits. */
function message(text: string, locale: string, values: Record<string, unknown>): string {
  const compiled = withJournalDigits(compile(text)) as Parameters<typeof format>[0]
  return String(
    format(compiled, locale, values as never, { formatters: icuFormatters, timeZone: 'UTC' }),
  )
}

const DATE = '2026-10-14T10:00:00.000Z'

describe('one digit system per page: Latin digits and the Gregorian calendar in every language', () => {
  it('formats an Arabic date and number both in Latin digits', () => {
    expect(formatLongDate(DATE, 'ar')).toBe('14 أكتوبر 2026')
    expect(formatNumber(1234.5, 'ar')).toMatch(/^1.234.5$/)
    expect(formatNumber(0.8, 'ar', { style: 'percent' })).toContain('80')
  })

  it('formats Persian dates in the Gregorian calendar with Latin digits (not Solar Hijri, not Persian digits)', () => {
    const date = formatLongDate(DATE, 'fa')!
    expect(date).toContain('2026')
    expect(date).toContain('14')
    expect(date).not.toMatch(OTHER_DIGITS)
    expect(formatNumber(125, 'fa')).toBe('125')
  })

  it('counts Thai years in the Gregorian calendar, not the Buddhist era', () => {
    expect(formatLongDate(DATE, 'th')).toContain('2026')
  })

  it('numbers inside messages (# in a plural, {n, number}) use the same digits as dates', () => {
    // fa's CLDR default is Persian digits in every ICU version; ar-SA's is Arabic-Indic.
    for (const [locale, catalogue] of [
      ['fa', fa],
      ['ar-SA', ar],
    ] as const) {
      const likes = message(catalogue.Article.likes, locale, { count: 12 })
      expect(likes, locale).toContain('12')
      expect(likes, locale).not.toMatch(OTHER_DIGITS)
      expect(message('{n, number} / {n, number, ::percent}', locale, { n: 0.5 })).not.toMatch(
        OTHER_DIGITS,
      )
    }
    // Without the rewrite the same message would use Persian digits: the test can fail.
    const raw = compile(fa.Article.likes) as Parameters<typeof format>[0]
    expect(
      String(format(raw, 'fa', { count: 12 } as never, { formatters: icuFormatters })),
    ).toMatch(OTHER_DIGITS)
  })

  it('keeps plain arguments, selects, tags and named styles as they are', () => {
    const text = '{kind, select, a {<b>{n}</b> #} other {x}} {d, date, short}'
    const compiled = compile(text)
    expect(withJournalDigits(compiled)).toEqual(compiled)
    expect(withJournalDigits('plain')).toBe('plain')
  })

  it('every language gets the same extensions on its full tag', () => {
    expect(intlLocaleTag('ar')).toBe('ar-SA-u-ca-gregory-nu-latn')
    expect(intlLocaleTag('de')).toBe('de-DE-u-ca-gregory-nu-latn')
  })
})
