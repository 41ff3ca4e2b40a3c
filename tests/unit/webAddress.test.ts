import { describe, expect, it } from 'vitest'

import { isWebAddress, MAX_WEB_ADDRESS_LENGTH } from '@/lib/urls/webAddress'

describe('isWebAddress', () => {
  it('takes complete http and https addresses', () => {
    expect(isWebAddress('https://alt.example.de/artikel/?a=1#b')).toBe(true)
    expect(isWebAddress('http://example.de')).toBe(true)
  })

  it('refuses addresses without a scheme, relative ones and other schemes', () => {
    for (const value of [
      'www.example.de/artikel',
      '/artikel',
      'javascript:alert(1)',
      'mailto:redaktion@example.de',
      'ftp://example.de/datei',
      '',
    ])
      expect(isWebAddress(value), value).toBe(false)
  })

  it('refuses addresses longer than the limit', () => {
    const base = 'https://example.de/'
    expect(isWebAddress(base + 'a'.repeat(MAX_WEB_ADDRESS_LENGTH - base.length))).toBe(true)
    expect(isWebAddress(base + 'a'.repeat(MAX_WEB_ADDRESS_LENGTH - base.length + 1))).toBe(false)
  })
})
