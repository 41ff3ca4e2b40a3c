import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import de from '../../messages/de.json'
import en from '../../messages/en.json'
import { flattenMessages, uiString, uiStringsFor } from '@/i18n/uiStrings'

describe('UI strings (/api/ui-strings/{locale})', () => {
  it('answers each language from its own catalogue, with stored texts laid over it', async () => {
    expect((await uiStringsFor('de'))['Home.bannerTitle']).toBe('Evidenzbasierte Zahnmedizin')
    expect((await uiStringsFor('en'))['Home.bannerTitle']).toBe('Evidence-based dentistry')
    const japanese = JSON.parse(readFileSync('messages/ja.json', 'utf8')) as typeof de
    expect((await uiStringsFor('ja'))['Home.bannerTitle']).toBe(japanese.Home.bannerTitle)
    const edited = await uiStringsFor('de', { 'Home.bannerTitle': 'Korrigiert', 'No.key': 'x' })
    expect(edited['Home.bannerTitle']).toBe('Korrigiert')
    expect(edited['No.key']).toBeUndefined()
  })
  it('falls back to the last dot-separated segment of a missing key', () => {
    expect(uiString({ 'a.b': 'x' }, 'a.b')).toBe('x')
    expect(uiString({}, 'Header.signIn')).toBe('signIn')
  })
  it('has the same keys in German and English', () => {
    expect(Object.keys(flattenMessages(en)).sort()).toEqual(Object.keys(flattenMessages(de)).sort())
  })
  it('keeps the exact German UI strings of the journal screens', async () => {
    const s = await uiStringsFor('de')
    expect(s['Header.forDoctors']).toBe('Für Ärzte')
    expect(s['Header.signIn']).toBe('Anmelden')
    expect(s['Header.becomeMember']).toBe('Mitglied werden')
    expect(s['Home.moreArticles']).toBe('Weitere Artikel')
    expect(s['Home.moreHeadlines']).toBe('Weitere Schlagzeilen')
    expect(s['Home.latestPosts']).toBe('Neueste Beiträge')
    expect(s['Article.noAbstract']).toBe('Kein Auszug verfügbar')
    expect(s['Article.unknownDate']).toBe('Unbekanntes Datum')
    expect(s['Gate.requestInvitation']).toBe('Einladung anfordern')
    expect(s['Card.video']).toBe('Video verfügbar')
    expect(s['Card.featured']).toBe('Empfohlen')
    // The prototype showed these three in English on German pages; the journal speaks German.
    expect(s['LanguageSwitcher.searchPlaceholder']).toBe('Sprache suchen …')
    expect(s['NotFound.title']).toBe('Seite nicht gefunden')
    expect(s['Article.notFoundTitle']).toBe('Artikel nicht gefunden')
    expect(s['Patient.loading']).toBe('Artikel werden geladen...')
  })
})
