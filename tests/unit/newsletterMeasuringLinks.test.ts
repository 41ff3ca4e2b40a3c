import { describe, expect, it } from 'vitest'

import {
  clickSignature,
  clickSignatureMatches,
  countedLinkUrl,
  deliveryIdOfOpenToken,
  openPixelUrl,
  openToken,
} from '@/lib/newsletter/measuring/signedLinks'
import { clickQuery } from '@/lib/newsletter/measuring/schemas'

const SECRET = 'unit-test-secret'
const TARGET = 'https://journal.example/article/7?x=1&y=2'

describe('newsletter measuring links', () => {
  it('an open token names its delivery and nothing else; forged or altered tokens name none', () => {
    const token = openToken(42, SECRET)
    expect(deliveryIdOfOpenToken(token, SECRET)).toBe(42)
    const signature = token.split('.')[1]!
    expect(deliveryIdOfOpenToken(`43.${signature}`, SECRET)).toBeNull()
    expect(deliveryIdOfOpenToken(token, 'another-secret')).toBeNull()
    expect(deliveryIdOfOpenToken(`${token}.x`, SECRET)).toBeNull()
    expect(deliveryIdOfOpenToken('042.' + signature, SECRET)).toBeNull()
    expect(deliveryIdOfOpenToken('', SECRET)).toBeNull()
  })

  it('a click signature covers delivery and target: another target or delivery does not match', () => {
    const signature = clickSignature(42, TARGET, SECRET)
    expect(clickSignatureMatches(42, TARGET, signature, SECRET)).toBe(true)
    expect(clickSignatureMatches(42, 'https://evil.example/', signature, SECRET)).toBe(false)
    expect(clickSignatureMatches(43, TARGET, signature, SECRET)).toBe(false)
    expect(clickSignatureMatches(42, TARGET, 'x'.repeat(43), SECRET)).toBe(false)
    expect(clickSignatureMatches(42, TARGET, signature.slice(1), SECRET)).toBe(false)
    // Open and click keys differ: an open token's signature is no click signature.
    expect(clickSignatureMatches(42, '42', openToken(42, SECRET).split('.')[1]!, SECRET)).toBe(
      false,
    )
  })

  it('a counted link carries the exact target back through its query, which the route accepts', () => {
    const url = new URL(countedLinkUrl(42, TARGET, SECRET))
    expect(url.pathname).toBe('/api/newsletter/click')
    const parsed = clickQuery.parse(Object.fromEntries(url.searchParams))
    expect(parsed.d).toBe(42)
    expect(parsed.u).toBe(TARGET)
    expect(clickSignatureMatches(parsed.d, parsed.u, parsed.s, SECRET)).toBe(true)
    expect(new URL(openPixelUrl(42, SECRET)).pathname).toBe('/api/newsletter/open')
  })

  it('the route refuses targets that are no http(s) URL or too long', () => {
    const s = clickSignature(1, TARGET, SECRET)
    expect(clickQuery.safeParse({ d: '1', u: 'javascript:alert(1)', s }).success).toBe(false)
    expect(
      clickQuery.safeParse({ d: '1', u: `https://a.example/${'x'.repeat(2100)}`, s }).success,
    ).toBe(false)
    expect(clickQuery.safeParse({ d: '0', u: TARGET, s }).success).toBe(false)
  })
})
