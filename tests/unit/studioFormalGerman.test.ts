import { lexicalEditor } from '@payloadcms/richtext-lexical'
import type { GenericTranslationsObject } from '@payloadcms/translations'
import { de } from '@payloadcms/translations/languages/de'
import { buildConfig, deepMergeSimple } from 'payload'
import type { SanitizedConfig } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { studioGerman, studioI18n } from '@/lib/admin/studioI18n'

/** Every string of a translations object, keyed by its dotted path (`general.enterAValue`). */
function flatten(object: GenericTranslationsObject, prefix = ''): Map<string, string> {
  const strings = new Map<string, string>()
  for (const [key, value] of Object.entries(object)) {
    if (typeof value === 'string') strings.set(prefix + key, value)
    else for (const entry of flatten(value, `${prefix}${key}.`)) strings.set(...entry)
  }
  return strings
}

/** Whole words only: a letter or digit on either side means the match is part of a longer word. */
const words = (list: string[]) =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${list.join('|')})(?![\\p{L}\\p{N}])`, 'iu')

/** The informal pronouns, in any case (a sentence may start with "Du" or "Deine"). */
const INFORMAL_PRONOUN = words(['du', 'dich', 'dir', 'dein\\p{L}*'])

/**
 * Second-person verb forms: imperatives ("Wähle", "Gib", "verwerfe") and the "du" forms of
 * common verbs ("bist", "hast", "möchtest"). Matched in any case, so "Suche nach …" counts
 * too: it reads as an instruction in a search field.
 */
const INFORMAL_VERB = words([
  'beginne',
  'wähle',
  'gib',
  'gebe',
  'klicke',
  'überprüfe',
  'prüfe',
  'versuche',
  'lade',
  'ziehe',
  'füge',
  'gehe',
  'suche',
  'melde',
  'kopiere',
  'ignoriere',
  'speichere',
  'verwerfe',
  'drücke',
  'tippe',
  'bestätige',
  'verifiziere',
  'erstelle',
  'bearbeite',
  'entferne',
  'setze',
  'passe',
  'zeichne',
  'verknüpfe',
  'öffne',
  'schließe',
  'lösche',
  'ändere',
  'trage',
  'nutze',
  'verwende',
  'aktiviere',
  'sieh',
  'schau',
  'bist',
  'hast',
  'kannst',
  'musst',
  'möchtest',
  'willst',
  'wirst',
  'warst',
  'wurdest',
  'solltest',
  'darfst',
  'erhältst',
  'fährst',
  'fortfährst',
  'verlässt',
  'generierst',
  'übernimmst',
  'siehst',
])

/** The paths of the strings that address the reader informally, sorted. */
function informal(strings: Map<string, string>): string[] {
  return [...strings]
    .filter(([, text]) => INFORMAL_PRONOUN.test(text) || INFORMAL_VERB.test(text))
    .map(([path]) => path)
    .sort()
}

/**
 * What a translation must carry over unchanged: `{{placeholders}}`, numbered tags (`<1>`,
 * `</1>`) and HTML elements (lower-case names, so Payload's "<Kein {{label}}>" is text).
 */
function tokens(text: string): string[] {
  return (text.match(/\{\{\s*[\w.]+\s*\}\}|<\/?\d+>|<\/?[a-z][a-z0-9]*(?:\s[^>]*)?\/?>/g) ?? [])
    .slice()
    .sort()
}

/** The German strings the studio shows: Payload's catalogue under the config's, as Payload merges them. */
const effectiveGerman = (config: SanitizedConfig) =>
  flatten(
    deepMergeSimple<GenericTranslationsObject>(
      de.translations,
      (config.i18n.translations?.de ?? {}) as GenericTranslationsObject,
    ),
  )

/** A config like ours (same editor) with the given language settings, built the way Payload builds it. */
const buildWith = (i18n: SanitizedConfig['i18n'] | typeof studioI18n) =>
  buildConfig({
    secret: 'test',
    editor: lexicalEditor(),
    i18n,
    collections: [],
    db: undefined as never,
    telemetry: false,
  })

let payloadGerman: Map<string, string>
let studio: Map<string, string>

beforeAll(async () => {
  payloadGerman = effectiveGerman(
    await buildWith({ supportedLanguages: { de }, fallbackLanguage: 'de' }),
  )
  studio = effectiveGerman(await (await import('@payload-config')).default)
}, 60_000)

describe('the informal-address check', () => {
  it('flags "du" forms and imperatives, not the formal ones or longer words', () => {
    const check = (text: string) => informal(new Map([['x', text]])).length > 0
    expect(check('Bist du dir sicher?')).toBe(true)
    expect(check('Überprüfe deine Verbindung.')).toBe(true)
    expect(check('Speichere oder verwerfe sie.')).toBe(true)
    expect(check('Deine Ansicht ist veraltet.')).toBe(true)
    expect(check('Sind Sie sicher?')).toBe(false)
    expect(check('Anmeldeversuche')).toBe(false)
    expect(check('Suchen nach Titel')).toBe(false)
    expect(check('Direkt übernehmen')).toBe(false)
  })

  it("finds Payload's own German informal, the editor's strings included", () => {
    const found = informal(payloadGerman)
    expect(found.length).toBeGreaterThan(50)
    expect(found).toEqual(
      expect.arrayContaining([
        'general.enterAValue',
        'general.aboutToDelete',
        'general.changesNotSaved',
        'authentication.forgotPasswordEmailInstructions',
        'lexical.general.placeholder',
      ]),
    )
  })

  it("is needed after the build: the editor's strings otherwise replace ours", async () => {
    const withoutRemerge = effectiveGerman(await buildWith(studioI18n))
    expect(informal(withoutRemerge)).toContain('lexical.general.placeholder')
  })
})

describe('the studio German', () => {
  it('addresses editors with "Sie" everywhere', () => {
    expect(informal(studio)).toEqual([])
    expect(studio.get('general.enterAValue')).toBe('Geben Sie einen Wert ein')
    expect(studio.get('lexical.general.placeholder')).toMatch(/^Beginnen Sie zu tippen/)
  })

  it('replaces only strings Payload has, keeping their placeholders and tags', () => {
    const overrides = flatten(studioGerman)
    expect(overrides.size).toBeGreaterThan(70)
    for (const [path, text] of overrides) {
      expect(payloadGerman.has(path), `${path} is not a key of Payload's German`).toBe(true)
      expect(tokens(text), path).toEqual(tokens(payloadGerman.get(path) ?? ''))
      expect(studio.get(path), `${path} does not reach the studio`).toBe(text)
    }
  })

  it('replaces all plural variants of a string together', () => {
    const overrides = flatten(studioGerman)
    for (const path of overrides.keys()) {
      const base = path.match(/^(.*)_(?:zero|one|two|few|many|other|none)$/)?.[1]
      if (!base) continue
      for (const variant of payloadGerman.keys())
        if (variant.startsWith(`${base}_`)) expect(overrides.has(variant), variant).toBe(true)
    }
  })

  it('reads naturally where Payload wrote odd German', () => {
    expect(studio.get('general.noLabel')).toBe('– ohne {{label}} –')
    expect(studio.get('version.unpublishedSuccessfully')).toBe('Veröffentlichung aufgehoben.')
    // Payload labels the button "<general.duplicate> <localization.selectedLocales>".
    expect(`${studio.get('general.duplicate')} ${studio.get('localization.selectedLocales')}`).toBe(
      'Duplizieren (ausgewählte Sprachen)',
    )
    expect(studio.get('general.true')).toBe('Ja')
    expect(studio.get('general.false')).toBe('Nein')
  })
})
