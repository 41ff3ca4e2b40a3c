import format from 'icu-minify/format'
import { describe, expect, it } from 'vitest'

import { compileMessages, type CompiledTree } from '@/i18n/compileMessages'
import { LOCALES } from '@/i18n/locales'
import { loadMessages } from '@/i18n/messages'

import { testPayload } from './helpers/payload'
import { icuFormatters } from '@/i18n/messageTranslator'

/** The compiled message at a dotted path. */
function at(tree: CompiledTree, path: string): Parameters<typeof format>[0] {
  return path.split('.').reduce<unknown>((node, key) => (node as CompiledTree)[key], tree) as never
}

// The app formats only precompiled messages (use-intl's format-only build, see
// next.config.mjs), so every catalogue must compile and read as its ICU source says.
describe('precompiled UI messages', () => {
  it('compiles every message of all 45 catalogues', async () => {
    for (const locale of LOCALES) {
      const compiled = compileMessages(await loadMessages(locale))
      expect(Object.keys(compiled), locale).toContain('Header')
    }
  })

  it('formats plain texts, plurals with exact matches, and arguments as before', async () => {
    const de = compileMessages(await loadMessages('de'))
    expect(at(de, 'Common.loading')).toBe('Wird geladen...')
    // Compiled once per shipped catalogue, not on every request.
    expect(compileMessages(await loadMessages('fr'))).toBe(
      compileMessages(await loadMessages('fr')),
    )
    const count = (n: number) =>
      format(at(de, 'Search.resultCount'), 'de', { count: n }, { formatters: icuFormatters })
    expect([count(0), count(1), count(3)]).toEqual(['Keine Treffer', '1 Treffer', '3 Treffer'])
    // Only plain objects and arrays: React passes them to client components.
    const plural = at(de, 'Search.resultCount') as unknown as [string, number, object][]
    expect(Object.getPrototypeOf(plural[0]![2])).toBe(Object.prototype)
    const ar = compileMessages(await loadMessages('ar'))
    const arabic = format(
      at(ar, 'Search.resultCount'),
      'ar',
      { count: 2 },
      { formatters: icuFormatters },
    )
    expect(typeof arabic === 'string' && arabic.length > 0).toBe(true)
  })

  it('keeps rich-text tags for t.rich', async () => {
    const de = compileMessages(await loadMessages('de'))
    const rich = format(
      at(de, 'Subscribe.notConfigured'),
      'de',
      { email: 'info@example.org', link: (chunks) => `[${chunks.join('')}]` },
      { formatters: icuFormatters },
    )
    expect(Array.isArray(rich) ? rich.join('') : rich).toContain('[info@example.org]')
  })
})

describe('UI texts edited in the studio', () => {
  it('refuses a text that is not a valid ICU message and keeps the stored one', async () => {
    const payload = await testPayload()
    const { docs } = await payload.find({
      collection: 'ui-strings',
      where: { key: { equals: 'Search.resultCount' } },
      locale: 'ga',
      limit: 1,
      overrideAccess: true,
    })
    const doc = docs[0]!
    const refusal = await payload
      .update({
        collection: 'ui-strings',
        id: doc.id,
        locale: 'ga',
        data: { text: '{count, plural, one {# toradh}' },
        overrideAccess: true,
      })
      .then(
        () => null,
        (error: { data?: unknown }) => JSON.stringify(error.data),
      )
    expect(refusal).toContain('Kein gültiges ICU-Nachrichtenformat')
    const after = await payload.findByID({
      collection: 'ui-strings',
      id: doc.id,
      locale: 'ga',
      overrideAccess: true,
    })
    expect(after.text ?? null).toBe(doc.text ?? null)
  })
})
