import { describe, expect, it } from 'vitest'

import { readersSeeIt } from '../../collections/hooks/revalidate'

describe('readersSeeIt (when a save expires the reading caches)', () => {
  it('skips a draft of a document that was never published', () => {
    expect(readersSeeIt({ id: 1, _status: 'draft' }, undefined)).toBe(false)
    expect(readersSeeIt({ id: 1, _status: 'draft' }, { id: 1, _status: 'draft' })).toBe(false)
  })

  it('counts publishing, saving a published document and unpublishing', () => {
    expect(readersSeeIt({ id: 1, _status: 'published' }, { id: 1, _status: 'draft' })).toBe(true)
    expect(readersSeeIt({ id: 1, _status: 'published' }, { id: 1, _status: 'published' })).toBe(
      true,
    )
    expect(readersSeeIt({ id: 1, _status: 'draft' }, { id: 1, _status: 'published' })).toBe(true)
  })

  it('always counts collections without drafts', () => {
    expect(readersSeeIt({ id: 1 }, { id: 1 })).toBe(true)
    expect(readersSeeIt({ id: 1 }, undefined)).toBe(true)
  })
})
