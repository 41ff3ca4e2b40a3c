import { describe, expect, it } from 'vitest'

import {
  copyExcerpt,
  copyWorthOffering,
  localCopyKey,
  wordsOf,
} from '@/components/studio/localCopy'

const paragraph = (text: string) => ({
  type: 'paragraph',
  direction: 'ltr',
  format: '',
  children: [{ type: 'text', text, format: 0, version: 1 }],
})
const body = (...texts: string[]) => ({ root: { type: 'root', children: texts.map(paragraph) } })

describe("the browser's copy of unsaved studio text", () => {
  it('is kept per collection, document and content language; a new document under "new"', () => {
    expect(localCopyKey('articles', 12, 'de')).toBe('dj-studio-unsaved:articles:12:de')
    expect(localCopyKey('articles', undefined, 'de')).toBe('dj-studio-unsaved:articles:new:de')
    expect(localCopyKey('pages', 'x', 'en')).toBe('dj-studio-unsaved:pages:x:en')
  })

  it('reads rich text as its words only, not its formatting data', () => {
    expect(wordsOf(body('Erster Satz.', 'Zweiter Satz.'))).toBe('Erster Satz.\nZweiter Satz.')
    expect(wordsOf({ root: { children: [{ ...paragraph('A'), direction: null }] } })).toBe('A')
    expect(wordsOf('  Titel ')).toBe('Titel')
    expect(wordsOf(42)).toBe('')
  })

  it('is offered back when it holds words the saved document lacks and is newer than its last save', () => {
    const copy = {
      savedAt: Date.parse('2026-11-27T10:00:05Z'),
      data: { title: 'T', body: body('Neu') },
    }
    const saved = { title: 'T', body: body('Alt'), updatedAt: '2026-11-27T10:00:00Z' }
    expect(copyWorthOffering(copy, saved, saved.updatedAt)).toBe(true)
  })

  it('is not offered when the saved document holds the same words, whatever else differs', () => {
    const copy = {
      savedAt: Date.parse('2026-11-27T10:00:05Z'),
      data: { title: 'T', slug: '', _status: 'draft', body: body('Gleich'), readingTime: 1 },
    }
    const saved = {
      title: 'T',
      slug: 't',
      _status: 'published',
      body: body('Gleich'),
      readingTime: 2,
    }
    expect(copyWorthOffering(copy, saved, '2026-11-27T10:00:00Z')).toBe(false)
  })

  it('is not offered when the server saved after it was taken (a later autosave or another editor)', () => {
    const copy = { savedAt: Date.parse('2026-11-27T10:00:05Z'), data: { title: 'Älter' } }
    expect(copyWorthOffering(copy, { title: 'Neuer' }, '2026-11-27T10:00:06Z')).toBe(false)
  })

  it('of a new document is offered whenever it holds words the empty form lacks', () => {
    const copy = { savedAt: 1, data: { title: '', body: body('Nur Text, noch kein Titel') } }
    expect(copyWorthOffering(copy, { title: '', body: body() })).toBe(true)
    expect(copyWorthOffering({ savedAt: 1, data: { title: '' } }, { title: '' })).toBe(false)
  })

  it('is announced by its first words, title first, shortened with an ellipsis', () => {
    const copy = { savedAt: 1, data: { title: 'Fluorid', body: body('x'.repeat(300)) } }
    const excerpt = copyExcerpt(copy, 40)
    expect(excerpt.startsWith('Fluorid · xxx')).toBe(true)
    expect(excerpt).toHaveLength(40)
    expect(excerpt.endsWith('…')).toBe(true)
  })
})
