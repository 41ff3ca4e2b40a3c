import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'

import { POST as signIn } from '@/app/api/auth/sign-in/route'
import proxy from '@/proxy'

import { callRoute } from '../helpers/http'

/**
 * Findings: no security headers on any response (clickjacking of the studio and the
 * account pages), and no protection against cross-site requests beyond SameSite=Lax (a
 * `text/plain` form on another site could sign a victim into the attacker's account).
 * `src/proxy.ts` runs before every page, API and studio request.
 */
const DEMO_DOCTOR = { email: 'doctor@dentaljournal.example', password: 'demo-doctor-2026' }
const BASE = 'http://127.0.0.1:3000'

const request = async (path: string, init: ConstructorParameters<typeof NextRequest>[1] = {}) =>
  proxy(new NextRequest(new URL(path, BASE), init))

describe('security headers on every response (security finding 2)', () => {
  it.each(['/', '/article/1', '/en/category/studies', '/admin/login', '/api/articles/featured'])(
    '%s carries CSP, frame protection, nosniff, referrer and permissions policies',
    async (path) => {
      const { headers } = await request(path)
      const csp = headers.get('content-security-policy') ?? ''
      expect(csp).toContain("frame-ancestors 'self'")
      expect(csp).toContain("object-src 'none'")
      expect(csp).toContain("base-uri 'self'")
      expect(csp).toContain("form-action 'self'")
      expect(headers.get('x-frame-options')).toBe('SAMEORIGIN')
      expect(headers.get('x-content-type-options')).toBe('nosniff')
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(headers.get('permissions-policy')).toContain('camera=()')
      expect(headers.get('strict-transport-security')).toBeNull()
    },
  )

  it('adds HSTS when the request came over https through a proxy', async () => {
    const { headers } = await request('/', { headers: { 'x-forwarded-proto': 'https' } })
    expect(headers.get('strict-transport-security')).toMatch(/^max-age=31536000/)
  })
})

describe('cross-site requests are refused (security finding 6)', () => {
  it('refuses a cross-site text/plain form post to the sign-in with 403 JSON', async () => {
    const res = await request('/api/auth/sign-in', {
      method: 'POST',
      headers: {
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
        'content-type': 'text/plain',
      },
      body: JSON.stringify(DEMO_DOCTOR),
    })
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual({
      code: 'cross_site_refused',
      message: 'Cross-site request refused',
    })
  })

  it('refuses cross-site posts to Payload’s own API (login) too', async () => {
    const res = await request('/api/cms/users/login', {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
      body: JSON.stringify(DEMO_DOCTOR),
    })
    expect(res.status).toBe(403)
  })

  it('passes a same-origin JSON post on to the route, which signs in', async () => {
    const res = await request('/api/auth/sign-in', {
      method: 'POST',
      headers: {
        origin: BASE,
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/json',
      },
      body: JSON.stringify(DEMO_DOCTOR),
    })
    expect(res.headers.get('x-middleware-next')).toBe('1')
    const signedIn = await callRoute(signIn, { body: DEMO_DOCTOR })
    expect(signedIn.status).toBe(200)
    expect(signedIn.setCookie).toMatch(/^payload-token=/)
  })

  it('answers 415 to a body that is not sent as JSON, before reading it as credentials', async () => {
    const res = await signIn(
      new Request('http://localhost/api/auth/sign-in', {
        method: 'POST',
        headers: { 'content-type': 'text/plain', 'x-forwarded-for': '10.9.9.9' },
        body: JSON.stringify(DEMO_DOCTOR),
      }),
      undefined as never,
    )
    expect(res.status).toBe(415)
    expect(res.headers.get('set-cookie')).toBeNull()
  })
})
