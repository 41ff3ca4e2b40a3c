import { describe, expect, it } from 'vitest'

import { isRtl, LANGUAGES, LOCALES, localeTagFor, parseLocaleParam } from '@/i18n/locales'

describe('language options', () => {
  it('lists the 45 language codes, German first, each once', () => {
    const spec =
      'de en es fr it pt nl sv da no fi pl cs hu ro bg hr sk sl et lv lt el ru uk zh ja ko hi th vi id ms tl ar he fa tr sw ca eu ga cy mt is'.split(
        ' ',
      )
    expect(LOCALES).toEqual(spec)
    expect(new Set(LANGUAGES.map((l) => l.code)).size).toBe(45)
    // The names table and the codes module (what the browser loads) list the same codes.
    expect(LANGUAGES.map((l) => l.code)).toEqual([...LOCALES])
  })
  it('maps a code to its full tag; unknown codes give de-DE', () => {
    expect(localeTagFor('en')).toBe('en-US')
    expect(localeTagFor('de')).toBe('de-DE')
    expect(localeTagFor('xx')).toBe('de-DE')
  })
  it('marks Arabic, Hebrew and Persian as right-to-left and nothing else', () => {
    expect(LANGUAGES.filter((l) => isRtl(l.code)).map((l) => l.code)).toEqual(['ar', 'he', 'fa'])
    expect(LANGUAGES.filter((l) => l.rtl).map((l) => l.code)).toEqual(['ar', 'he', 'fa'])
  })
})

describe('locale query parameter (full tag or short code)', () => {
  it('accepts full tags, short codes, any case and underscores', () => {
    expect(parseLocaleParam('de-DE')).toBe('de')
    expect(parseLocaleParam('ja-JP')).toBe('ja')
    expect(parseLocaleParam('EN_us')).toBe('en')
    expect(parseLocaleParam('fr')).toBe('fr')
  })
  it('maps Norwegian Bokmål and Nynorsk to no', () => {
    expect(parseLocaleParam('nb-NO')).toBe('no')
    expect(parseLocaleParam('nn-NO')).toBe('no')
  })
  it('rejects unknown languages and empty values', () => {
    expect(parseLocaleParam('xx-YY')).toBeUndefined()
    expect(parseLocaleParam('')).toBeUndefined()
    expect(parseLocaleParam(undefined)).toBeUndefined()
  })
})
