import { describe, expect, it } from 'vitest'

import { contentLanguageState } from '@/components/studio/contentLanguage'

/** New documents start in German; a translation being edited is named in a bar. */
describe('content language in the studio', () => {
  it('opens a new document in German, whatever language was used last', () => {
    expect(contentLanguageState('/admin/collections/newsletters/create', null, 'en')).toEqual({
      openInGerman: true,
      bar: null,
    })
    expect(
      contentLanguageState('/admin/collections/articles/create', null, 'de').openInGerman,
    ).toBe(false)
    // the address asks for English on purpose
    expect(contentLanguageState('/admin/collections/articles/create', 'en', 'en')).toMatchObject({
      openInGerman: false,
      bar: expect.stringContaining('Englisch (en)'),
    })
  })

  it('names the language over a document edited in another language, not over German or lists', () => {
    expect(contentLanguageState('/admin/collections/articles/12', 'fr', 'fr').bar).toBe(
      'Sie bearbeiten die Fassung auf Französisch (fr), nicht die deutsche.',
    )
    expect(contentLanguageState('/admin/globals/settings', null, 'tr').bar).toMatch(/Türkisch/)
    expect(contentLanguageState('/admin/collections/articles/12', null, 'de').bar).toBeNull()
    expect(contentLanguageState('/admin/collections/articles', 'en', 'en').bar).toBeNull()
    expect(contentLanguageState('/admin/collections/articles/trash', 'en', 'en').bar).toBeNull()
    expect(contentLanguageState('/admin', 'en', 'en').bar).toBeNull()
  })
})
