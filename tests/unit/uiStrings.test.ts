import { describe, expect, it } from 'vitest'

import de from '../../messages/de.json'
import en from '../../messages/en.json'
import { flattenMessages, uiString, uiStringsFor } from '@/lib/i18n/uiStrings'

describe('UI strings (spec §7 /api/ui-strings/{locale})', () => {
  it('answers German for de, English for en and English for languages without translations', () => {
    expect(uiStringsFor('de')['Home.bannerTitle']).toBe('Evidenzbasierte Zahnmedizin')
    expect(uiStringsFor('en')['Home.bannerTitle']).toBe('Evidence-based dentistry')
    expect(uiStringsFor('ja')['Home.bannerTitle']).toBe('Evidence-based dentistry')
  })
  it('falls back to the last dot-separated segment of a missing key', () => {
    expect(uiString({ 'a.b': 'x' }, 'a.b')).toBe('x')
    expect(uiString({}, 'Header.signIn')).toBe('signIn')
  })
  it('has the same keys in German and English', () => {
    expect(Object.keys(flattenMessages(en)).sort()).toEqual(Object.keys(flattenMessages(de)).sort())
  })
  it('uses the exact German strings of the spec', () => {
    const s = uiStringsFor('de')
    expect(s['Header.forDoctors']).toBe('Für Ärzte')
    expect(s['Header.signIn']).toBe('Anmelden')
    expect(s['Header.becomeMember']).toBe('Mitglied werden')
    expect(s['Home.moreArticles']).toBe('Weitere Artikel')
    expect(s['Home.moreHeadlines']).toBe('Weitere Schlagzeilen')
    expect(s['Home.latestPosts']).toBe('Neueste Beiträge')
    expect(s['Article.noAbstract']).toBe('Kein Auszug verfügbar')
    expect(s['Article.unknownDate']).toBe('Unbekanntes Datum')
    expect(s['Gate.signUpFree']).toBe('Kostenlos anmelden')
    expect(s['Card.video']).toBe('Video verfügbar')
    expect(s['Card.featured']).toBe('Empfohlen')
    expect(s['LanguageSwitcher.searchPlaceholder']).toBe('Search languages...')
    expect(s['NotFound.title']).toBe('Page Not Found')
    expect(s['Article.notFoundTitle']).toBe('Article Not Found')
    expect(s['Patient.loading']).toBe('Artikel werden geladen...')
  })
})
