import { describe, expect, it } from 'vitest'

import { clientIp } from '@/lib/auth/clientIp'
import { safeNextPath } from '@/lib/auth/redirects'

describe('safeNextPath (sign-in ?next=)', () => {
  it('keeps paths on this site with their query and hash', () => {
    expect(safeNextPath('/article/12?x=1#quiz')).toBe('/article/12?x=1#quiz')
    expect(safeNextPath('/en/account/security')).toBe('/en/account/security')
  })

  it.each([
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'https://evil.example',
    'evil',
    '',
    null,
    undefined,
  ])('refuses %j and falls back to the dashboard', (next) => {
    expect(safeNextPath(next)).toBe('/doctor-dashboard')
  })
})

describe('clientIp (rate-limit key)', () => {
  const h = (init: Record<string, string>) => new Headers(init)
  it('takes the entry the trusted proxy appended, not what the client wrote', () => {
    expect(clientIp(h({ 'x-forwarded-for': '203.0.113.9' }), 1)).toBe('203.0.113.9')
    expect(clientIp(h({ 'x-forwarded-for': '1.1.1.1, 203.0.113.9' }), 1)).toBe('203.0.113.9')
    expect(clientIp(h({ 'x-forwarded-for': '1.1.1.1, 203.0.113.9, 10.0.0.2' }), 2)).toBe(
      '203.0.113.9',
    )
    expect(clientIp(h({ 'x-forwarded-for': '203.0.113.9' }), 3)).toBe('203.0.113.9')
  })
  it('falls back to X-Real-IP, then to one shared key', () => {
    expect(clientIp(h({ 'x-real-ip': '198.51.100.4' }), 1)).toBe('198.51.100.4')
    expect(clientIp(h({}), 1)).toBe('unknown')
  })
})
