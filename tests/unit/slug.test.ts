import { describe, expect, it } from 'vitest'

import { slugFromTitle } from '@/lib/articles/slug'

describe('slug of a new article', () => {
  it('is the lowercased title with non-alphanumerics replaced by hyphens', () => {
    expect(slugFromTitle('Implant Planning: Step by Step!')).toBe('implant-planning-step-by-step')
  })
  it('transliterates German umlauts and ß', () => {
    expect(slugFromTitle('Zähne, Größe & Übergänge')).toBe('zaehne-groesse-uebergaenge')
  })
  it('strips other accents and collapses hyphen runs', () => {
    expect(slugFromTitle('  Café -- Crème  ')).toBe('cafe-creme')
  })
  it('is empty for a title without letters or digits', () => {
    expect(slugFromTitle('!!! ---')).toBe('')
  })
})
