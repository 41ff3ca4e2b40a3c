import { describe, expect, it } from 'vitest'

import { languageMatch, languageSearchTerms } from '@/i18n/languageSearch'
import { LANGUAGES } from '@/i18n/locales'

/** The codes the switcher lists for `query` on a page in `uiLocale`. */
const found = (query: string, uiLocale: string) =>
  LANGUAGES.filter((l) => languageMatch(query, languageSearchTerms(l, uiLocale)) > 0).map(
    (l) => l.code,
  )

describe('language switcher search', () => {
  it('finds a language by its name in the page language', () => {
    expect(found('Englisch', 'de')).toEqual(['en'])
    expect(found('Arabisch', 'de')).toEqual(['ar'])
    expect(found('英語', 'ja')).toEqual(['en'])
  })
  it('finds a language by its own name without accents, its English name and its code', () => {
    expect(found('turk', 'de')).toEqual(['tr'])
    expect(found('Español', 'en')).toEqual(['es'])
    expect(found('espanol', 'en')).toEqual(['es'])
    expect(found('sw', 'de')).toContain('sw')
  })
  it('does not match letters scattered through a name', () => {
    expect(found('arab', 'de')).toEqual(['ar'])
    expect(found('arab', 'de')).not.toContain('eu')
  })
  it('lists every language for an empty query', () => {
    expect(found('', 'de')).toHaveLength(LANGUAGES.length)
  })
})
