import { expect, test } from '@playwright/test'

import { DEMO_EDITOR } from './helpers'

test.describe('auth API (/api/auth/user, /api/auth/premium-status)', () => {
  test('visitors get 401 with a message', async ({ request }) => {
    for (const path of ['/api/auth/user', '/api/auth/premium-status']) {
      const res = await request.get(path)
      expect(res.status(), path).toBe(401)
      expect(await res.json(), path).toEqual({ code: 'not_signed_in', message: 'Nicht angemeldet' })
    }
  })

  test('the session cookie and a bearer token both identify the user', async ({
    playwright,
    baseURL,
  }) => {
    const withCookie = await playwright.request.newContext({ baseURL })
    const login = await withCookie.post('/api/cms/users/login', { data: DEMO_EDITOR })
    const { token } = (await login.json()) as { token: string }
    const user = await (await withCookie.get('/api/auth/user')).json()
    expect(user).toMatchObject({
      email: DEMO_EDITOR.email,
      user_metadata: { firstName: 'Erik', lastName: 'Editor' },
      hasPremium: false,
      roles: ['editor'],
    })
    expect(Date.parse(user.created_at)).not.toBeNaN()
    expect(await (await withCookie.get('/api/auth/premium-status')).json()).toEqual({
      hasPremium: false,
    })
    await withCookie.dispose()

    const withBearer = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { Authorization: `Bearer ${token}` },
    })
    expect((await (await withBearer.get('/api/auth/user')).json()).email).toBe(DEMO_EDITOR.email)
    const bad = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { Authorization: 'Bearer not-a-token' },
    })
    expect((await bad.get('/api/auth/user')).status()).toBe(401)
    await withBearer.dispose()
    await bad.dispose()
  })
})
