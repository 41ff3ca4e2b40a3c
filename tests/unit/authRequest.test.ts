import { describe, expect, it } from 'vitest'

import { clientIp, trustedProxyCount } from '@/lib/auth/clientIp'
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
  // The server appends the TCP peer as the last entry (scripts/lib/peerAddress.mjs).
  it('takes the connecting peer when no proxy is trusted, whatever the client wrote', () => {
    expect(clientIp(h({ 'x-forwarded-for': '203.0.113.9' }), 0)).toBe('203.0.113.9')
    expect(clientIp(h({ 'x-forwarded-for': '6.6.6.6, 203.0.113.9' }), 0)).toBe('203.0.113.9')
  })
  it('takes the entry the trusted proxies appended, not what the client wrote', () => {
    // client wrote 6.6.6.6, nginx appended the client 203.0.113.9, the server appended nginx
    expect(clientIp(h({ 'x-forwarded-for': '6.6.6.6, 203.0.113.9, 10.0.0.2' }), 1)).toBe(
      '203.0.113.9',
    )
    expect(clientIp(h({ 'x-forwarded-for': '6.6.6.6, 203.0.113.9, 10.0.0.3, 10.0.0.2' }), 2)).toBe(
      '203.0.113.9',
    )
    expect(clientIp(h({ 'x-forwarded-for': '203.0.113.9' }), 3)).toBe('203.0.113.9')
  })
  it('trusts no proxy unless TRUSTED_PROXY_COUNT names a whole number', () => {
    expect(trustedProxyCount(undefined)).toBe(0)
    expect(trustedProxyCount('2')).toBe(2)
    expect(trustedProxyCount('-1')).toBe(0)
    expect(trustedProxyCount('one')).toBe(0)
  })
  it('falls back to X-Real-IP, then to one shared key', () => {
    expect(clientIp(h({ 'x-real-ip': '198.51.100.4' }), 0)).toBe('198.51.100.4')
    expect(clientIp(h({}), 0)).toBe('unknown')
  })
})
