import { readFileSync } from 'node:fs'

import { lexicalEditor } from '@payloadcms/richtext-lexical'
import type { GenericTranslationsObject } from '@payloadcms/translations'
import { en } from '@payloadcms/translations/languages/en'
import { buildConfig, deepMergeSimple } from 'payload'
import type { SanitizedConfig } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { STUDIO_EDITOR_FEATURES } from '@/lib/richtext/features'

/** Every string of a nested catalogue by its dotted path. */
function flatten(object: GenericTranslationsObject, prefix = ''): Map<string, string> {
  const strings = new Map<string, string>()
  for (const [key, value] of Object.entries(object)) {
    if (typeof value === 'string') strings.set(`${prefix}${key}`, value)
    else for (const entry of flatten(value, `${prefix}${key}.`)) strings.set(...entry)
  }
  return strings
}

/** The strings a built config shows in `language`: Payload's catalogue under the config's. */
const effective = (
  config: SanitizedConfig,
  language: 'de' | 'en',
  base: GenericTranslationsObject,
) =>
  flatten(
    deepMergeSimple<GenericTranslationsObject>(
      base,
      (config.i18n.translations?.[language] ?? {}) as GenericTranslationsObject,
    ),
  )

let german: Map<string, string>
let english: Map<string, string>

beforeAll(async () => {
  const { de } = await import('@payloadcms/translations/languages/de')
  german = effective(await (await import('@payload-config')).default, 'de', de.translations)
  english = effective(
    await buildConfig({
      secret: 'test',
      editor: lexicalEditor({ features: () => STUDIO_EDITOR_FEATURES }),
      i18n: { supportedLanguages: { en }, fallbackLanguage: 'en' },
      collections: [],
      db: undefined as never,
      telemetry: false,
    }),
    'en',
    en.translations,
  )
}, 60_000)

/** Words German shares with English: the same text in both catalogues is right for them. */
const GERMAN_TOO = new Set(['Block', 'Name', 'Export', 'Filter', 'Layout', 'Status', 'Version'])

/** A client file of an installed package, as the admin loads it. */
const clientFile = (pkg: string, file: string) =>
  readFileSync(new URL(`../../node_modules/${pkg}/dist/${file}`, import.meta.url), 'utf8')

/**
 * Labels, titles and button texts written into the editor's code (not its catalogue): every
 * capitalised English text of two or more words, or one of the single words the studio shows.
 */
const FIXED_TEXT =
  /(?:children|label|title|"aria-label"|placeholder|drawerTitle|timeCaption):"([A-Z][a-zA-Z]+(?: [a-zA-Z]+)*)"/g
/** Fixed texts the studio's editor never shows: the colour feature and the debug tree view are not among its features. */
const NOT_SHOWN = new Set([
  'Yellow',
  'Red',
  'Purple',
  'Pink',
  'Orange',
  'Green',
  'Blue',
  'HI',
  'DONE',
  'Copy',
  'Download',
  'Insert Snapshot',
  'Insert snapshot',
  'Download as a file',
  'Copy to clipboard',
])
const ENGLISH_WORD =
  /\b(Table|Rows?|Columns?|Insert|Delete|Merge|Unmerge|Toggle|Add|Edit|Remove|Drag|Create|Paragraph|All|Time|link|cells?|block)\b/

describe('no English in the German studio', () => {
  it("every string of the studio's catalogue that has an English original is translated", () => {
    const same = [...german]
      .filter(([path, text]) => english.get(path) === text && /[a-z]{3}/.test(text))
      .filter(([, text]) => !GERMAN_TOO.has(text))
      .map(([path, text]) => `${path}: ${text}`)
    expect(same).toEqual([])
    expect(german.get('lexical.paragraph.label')).toBe('Absatz')
  })

  it("the editor's menus, dialogs and hover labels have no English written into their code", () => {
    const lexical = ['exports/client/index.js', 'exports/client/Field-YZR46UCY.js'].map((f) =>
      clientFile('@payloadcms/richtext-lexical', f),
    )
    const found = lexical
      .flatMap((code) => [...code.matchAll(FIXED_TEXT)].map((m) => m[1]!))
      .filter((text) => !NOT_SHOWN.has(text) && ENGLISH_WORD.test(text))
    expect([...new Set(found)]).toEqual([])
    // "Insert row above" and its siblings are put together from pieces
    expect(lexical[0]).not.toContain('"Insert "')
    const tableFields = clientFile(
      '@payloadcms/richtext-lexical',
      'features/experimental_table/server/index.js',
    )
    expect(tableFields).toContain("label: 'Zeilen'")
    expect(tableFields).toContain("label: 'Spalten'")
  })

  it('the scheduler and the relationship "+" button read German', () => {
    const ui = clientFile('@payloadcms/ui', 'exports/client/index.js')
    expect(ui).not.toContain('{label:"All",value:"all"}')
    expect(ui).toContain('{label:"Alle Sprachen",value:"all"}')
    expect(clientFile('@payloadcms/ui', 'exports/client/chunk-B52EQI3B.js')).toContain(
      'timeCaption:"Uhrzeit"',
    )
    // the "+" button's name: the related collection's label in the studio's language
    const source =
      /label:(\(x=>x&&typeof x=="object"\?x\[dji\.language\]\?\?Object\.values\(x\)\[0\]:x\))\(d\?\.labels\.singular\)/.exec(
        ui,
      )?.[1]
    expect(source).toBeDefined()
    const dji = { language: 'de' }
    const pick = new Function('dji', `return ${source}`)(dji) as (label: unknown) => string
    expect(pick({ de: 'Kategorie', en: 'Category' })).toBe('Kategorie')
    expect(pick('Kategorie')).toBe('Kategorie')
  })
})

describe('planning a publication', () => {
  it('offers publishing first for a draft never published, to the minute, in Berlin time', async () => {
    const config = await (await import('@payload-config')).default
    expect(config.admin.timezones.defaultTimezone).toBe('Europe/Berlin')
    const articles = config.collections.find((c) => c.slug === 'articles')!
    const drafts = articles.versions?.drafts
    expect(drafts && drafts.schedulePublish).toMatchObject({
      timeIntervals: 1,
      timeFormat: 'HH:mm',
    })
    // Payload offered "unpublish" first whenever no newer draft existed, even for a draft
    // that was never published
    const ui = clientFile('@payloadcms/ui', 'exports/client/index.js')
    expect(ui).toContain('defaultType:D||!r?"publish":"unpublish"')
  })
})

describe("the studio's editor", () => {
  it('has a formatting toolbar that is always visible, besides the / commands', () => {
    expect(STUDIO_EDITOR_FEATURES.map((f) => f.key)).toEqual(
      expect.arrayContaining(['toolbarFixed', 'toolbarInline']),
    )
  })
})

describe('UI texts in the studio', () => {
  it('say when a saved text reaches the reader pages', async () => {
    const config = await (await import('@payload-config')).default
    const text = config.collections
      .find((c) => c.slug === 'ui-strings')!
      .fields.find((f) => 'name' in f && f.name === 'text') as {
      admin?: { description?: Record<string, string> }
    }
    expect(text.admin?.description?.de).toMatch(/sofort, auf allen spätestens nach 5 Minuten/)
  })
})
