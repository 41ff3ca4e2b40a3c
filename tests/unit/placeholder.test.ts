import { describe, expect, it } from 'vitest'

import { truncate } from '@/lib/articles/serialize'
import { placeholderSvg } from '@/lib/placeholder'

describe('placeholder image (/api/placeholder/{w}/{h})', () => {
  it('is an SVG of the requested size without any text for readers', () => {
    const svg = placeholderSvg(300, 200)
    expect(svg).toMatch(/^<svg [^>]*width="300" height="200"/)
    expect(svg).not.toContain('<text')
    expect(svg).not.toContain('300 × 200')
  })
})

describe('excerpt truncation (200 or 120 characters)', () => {
  it('keeps short texts and cuts long ones at a word boundary with an ellipsis', () => {
    expect(truncate('kurz', 120)).toBe('kurz')
    const long = 'Parodontitis '.repeat(30)
    const cut = truncate(long, 120)
    expect(cut.length).toBeLessThanOrEqual(120)
    expect(cut.endsWith('…')).toBe(true)
    expect(cut).not.toMatch(/Parodont…$/)
  })
})
