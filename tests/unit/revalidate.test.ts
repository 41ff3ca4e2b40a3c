import { describe, expect, it } from 'vitest'

import { readersSeeIt } from '../../collections/hooks/revalidate'
import { revalidateSeconds } from '@/lib/cache/tags'

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

describe('CACHE_REVALIDATE_SECONDS', () => {
  it('takes a whole number of seconds 1–86400 from its variable, else 300', () => {
    expect(revalidateSeconds('30')).toBe(30)
    expect(revalidateSeconds('86400')).toBe(86_400)
    for (const bad of [undefined, '', '0', '-5', '1.5', '86401', 'abc', '30s'])
      expect(revalidateSeconds(bad)).toBe(300)
  })
})
