import { describe, expect, it } from 'vitest'

import { crossSiteVerdict, ownOrigins } from '@/lib/api/sameOrigin'
import { contentSecurityPolicy, originOf, securityHeaders } from '@/lib/security/headers'

const SITE = 'https://dentaljournal.example'
const h = (init: Record<string, string>) => new Headers(init)
const base = { https: false, development: false, stripe: false }

describe('cross-site requests (CSRF)', () => {
  const allowed = ownOrigins('http://127.0.0.1:3000/api/auth/sign-in', SITE)

  it('knows the site origin and the origin the request was addressed to', () => {
    expect(allowed).toEqual([SITE, 'http://127.0.0.1:3000'])
    expect(ownOrigins('http://localhost/x', 'not a url')).toEqual(['http://localhost'])
  })

  it('refuses a state-changing request another site made the browser send', () => {
    const crossSite = h({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })
    expect(crossSiteVerdict('POST', '/api/auth/sign-in', crossSite, allowed).allowed).toBe(false)
    expect(
      crossSiteVerdict('POST', '/api/auth/sign-in', h({ origin: 'https://evil.example' }), allowed)
        .allowed,
    ).toBe(false)
    expect(
      crossSiteVerdict('DELETE', '/api/cms/users/1', h({ 'sec-fetch-site': 'same-site' }), allowed)
        .allowed,
    ).toBe(false)
    expect(crossSiteVerdict('POST', '/api/x', h({ origin: 'null' }), allowed).allowed).toBe(false)
  })

  it('lets our own pages, non-browser clients and reads through', () => {
    expect(
      crossSiteVerdict('POST', '/api/auth/sign-in', h({ 'sec-fetch-site': 'same-origin' }), allowed)
        .allowed,
    ).toBe(true)
    expect(
      crossSiteVerdict('POST', '/api/auth/sign-in', h({ origin: SITE }), allowed).allowed,
    ).toBe(true)
    expect(crossSiteVerdict('POST', '/api/auth/sign-in', h({}), allowed).allowed).toBe(true)
    const evil = h({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })
    expect(crossSiteVerdict('GET', '/api/auth/user', evil, allowed).allowed).toBe(true)
  })

  it('lets providers reach the webhook, one-click unsubscribe and the social sign-in callback', () => {
    const provider = h({ origin: 'https://appleid.apple.com', 'sec-fetch-site': 'cross-site' })
    for (const path of [
      '/api/stripe/webhook',
      '/api/newsletter/unsubscribe',
      '/api/auth/oauth/apple/callback',
    ])
      expect(crossSiteVerdict('POST', path, provider, allowed).allowed).toBe(true)
    expect(crossSiteVerdict('POST', '/api/auth/oauth/apple', provider, allowed).allowed).toBe(false)
  })
})

describe('security headers', () => {
  it('sets a policy that forbids plugins, base hijacks, foreign forms and framing by other sites', () => {
    const csp = contentSecurityPolicy(base)
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'self'",
      "frame-src 'none'",
    ])
      expect(csp).toContain(directive)
    expect(csp).not.toContain('unsafe-eval')
    expect(csp).not.toContain('stripe')
    expect(csp).not.toContain('upgrade-insecure-requests')
  })

  it('names the configured services: Stripe, the Supabase project, the map tiles', () => {
    const csp = contentSecurityPolicy({
      ...base,
      stripe: true,
      supabaseUrl: 'https://abcd.supabase.co',
      mapTileUrl: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
    })
    expect(csp).toMatch(/script-src [^;]*https:\/\/js\.stripe\.com/)
    expect(csp).toMatch(/frame-src [^;]*https:\/\/js\.stripe\.com/)
    expect(csp).toMatch(/connect-src [^;]*https:\/\/abcd\.supabase\.co/)
    expect(csp).toMatch(/img-src [^;]*https:\/\/\*\.tile\.example\.org/)
    expect(originOf('javascript:alert(1)')).toBeNull()
  })

  it('sends HSTS only over https, and nosniff, referrer and permissions policies always', () => {
    expect(securityHeaders(base)['Strict-Transport-Security']).toBeUndefined()
    const https = securityHeaders({ ...base, https: true })
    expect(https['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains')
    expect(https['Content-Security-Policy']).toContain('upgrade-insecure-requests')
    expect(https).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'SAMEORIGIN',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    })
    expect(https['Permissions-Policy']).toContain('camera=()')
  })

  it('sandboxes uploaded files (an SVG opened directly runs nothing) and keeps the page policy elsewhere', () => {
    const file = securityHeaders(base, '/api/cms/media/file/bild.svg')['Content-Security-Policy']
    expect(file).toContain("default-src 'none'")
    expect(file).toContain('sandbox')
    expect(file).not.toContain('script-src')
    for (const path of ['/', '/api/articles/1', '/media/file/x.svg', '/api/cms/media/7'])
      expect(securityHeaders(base, path)['Content-Security-Policy'], path).toContain(
        "script-src 'self'",
      )
  })

  it('leaves the newsletter preview the stricter policy its route sets', () => {
    expect(
      securityHeaders(base, '/api/admin/newsletters/12/preview')['Content-Security-Policy'],
    ).toBeUndefined()
    for (const path of ['/api/admin/newsletters/12', '/api/admin/newsletters/12/preview/x'])
      expect(securityHeaders(base, path)['Content-Security-Policy'], path).toContain(
        "script-src 'self'",
      )
  })

  it('lets the studio frame our own origin (Live Preview) and nothing else; reading pages frame nothing', () => {
    const frameSrc = (path: string, stripe = false) =>
      /frame-src ([^;]*)/.exec(
        securityHeaders({ ...base, stripe }, path)['Content-Security-Policy'],
      )![1]
    expect(frameSrc('/admin')).toBe("'self'")
    expect(frameSrc('/admin/collections/articles/12')).toBe("'self'")
    expect(frameSrc('/admin', true)).toMatch(/^'self' https:\/\/js\.stripe\.com/)
    for (const path of ['/', '/article/12', '/administration', '/en/admin'])
      expect(frameSrc(path), path).toBe("'none'")
  })
})
