import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { Articles } from '../../collections/Articles'
import { Pages } from '../../collections/Pages'

/** The two URL functions of a collection's studio preview, called as Payload calls them. */
function previewUrls(
  collection: typeof Pages,
  doc: Record<string, unknown>,
  locale: string,
): { preview: unknown; livePreview: unknown } {
  const { preview, livePreview } = collection.admin!
  const url = livePreview!.url as (args: unknown) => unknown
  return {
    preview: (preview as (doc: unknown, options: unknown) => unknown)(doc, { locale }),
    livePreview: url({ data: doc, locale: { code: locale } }),
  }
}

describe('the studio opens the preview in the language being edited', () => {
  const saved = process.env.SITE_URL
  beforeEach(() => {
    process.env.SITE_URL = 'https://journal.example'
  })
  afterEach(() => {
    if (saved === undefined) delete process.env.SITE_URL
    else process.env.SITE_URL = saved
  })

  it('a static page: the staff preview of its draft, German without a prefix, every other language with its own', () => {
    const page = { id: 3, slug: 'imprint' }
    expect(previewUrls(Pages, page, 'de')).toEqual({
      preview: 'https://journal.example/preview/page/imprint',
      livePreview: 'https://journal.example/preview/page/imprint',
    })
    expect(previewUrls(Pages, page, 'en')).toEqual({
      preview: 'https://journal.example/en/preview/page/imprint',
      livePreview: 'https://journal.example/en/preview/page/imprint',
    })
    expect(previewUrls(Pages, page, 'ar').livePreview).toBe(
      'https://journal.example/ar/preview/page/imprint',
    )
    // A page not saved yet (no slug) has nothing to show.
    expect(previewUrls(Pages, {}, 'en')).toEqual({ preview: null, livePreview: null })
  })

  it('an article: the staff preview of its draft, in the same scheme', () => {
    expect(previewUrls(Articles, { id: 12 }, 'de').preview).toBe(
      'https://journal.example/preview/article/12',
    )
    expect(previewUrls(Articles, { id: 12 }, 'tr').livePreview).toBe(
      'https://journal.example/tr/preview/article/12',
    )
  })
})
