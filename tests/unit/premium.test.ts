import { describe, expect, it } from 'vitest'

import { canReadFullBody, isPremiumArticle } from '@/lib/articles/premium'

describe('premium gate rule', () => {
  it('makes doctor articles premium unless their switch is off', () => {
    expect(isPremiumArticle({ audience: 'doctor', isPremium: true })).toBe(true)
    expect(isPremiumArticle({ audience: 'doctor', isPremium: null })).toBe(true)
    expect(isPremiumArticle({ audience: 'doctor', isPremium: false })).toBe(false)
  })
  it('keeps patient articles free whatever the switch says', () => {
    expect(isPremiumArticle({ audience: 'patient', isPremium: true })).toBe(false)
  })
  it('lets visitors and doctors without membership read only free bodies', () => {
    const premium = { audience: 'doctor', isPremium: true }
    expect(canReadFullBody(null, premium)).toBe(false)
    expect(canReadFullBody({ roles: ['doctor'] }, premium)).toBe(false)
    expect(canReadFullBody(null, { audience: 'patient' })).toBe(true)
  })
  it('lets admins and editors read every body', () => {
    const premium = { audience: 'doctor', isPremium: true }
    expect(canReadFullBody({ roles: ['admin'] }, premium)).toBe(true)
    expect(canReadFullBody({ roles: ['editor'] }, premium)).toBe(true)
  })
})
