import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { expect, test, type APIRequestContext } from '@playwright/test'

import { startNginx, type LocalNginx } from '../../../scripts/lib/nginx'
import { DEMO_DOCTOR, DEMO_EDITOR, lastParagraph, seededArticle, snippet } from '../helpers'

/**
 * The reference nginx configuration (deploy/nginx/dentaljournal.conf) in front of
 * `next start`: Debian's nginx, started here as this user with everything in a temp
 * folder, proxies to instance A of the scale-out phase (E2E_BASE_URL, started with
 * TRUSTED_PROXY_COUNT=1 by scripts/e2e.ts). A second nginx with the same configuration
 * sits in front of a small stand-in server whose answers the test chooses, for the rules
 * the app's own answers cannot show one by one (a `public` answer to a signed-in browser,
 * Set-Cookie, `private`, `no-store`).
 */
const APP = process.env.E2E_BASE_URL!

let nginx: LocalNginx
/** The free article the publish test changes, and when nginx first stored its page. */
let published: { id: number; title: string; storedAt: number }

test.beforeAll(async ({ playwright }) => {
  nginx = await startNginx({ upstream: new URL(APP).host })
  // nginx keeps the page for its s-maxage (minutes): it is stored now, so the publish test
  // at the end waits only for what remains while the other tests run.
  const api = await playwright.request.newContext({ baseURL: APP })
  const article = await seededArticle(api, (a) => a.audience === 'doctor' && !a.isPremium)
  await api.dispose()
  const first = await send(`${nginx.url}/article/${article.id}`, {})
  expect(first.status, `nginx's error log:\n${nginx.errorLog()}`).toBe(200)
  published = { id: article.id, title: article.title, storedAt: Date.now() }
})

test.afterAll(async () => {
  await nginx?.stop()
})

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string }

/**
 * One HTTP request with Node's client, from the loopback address `from` (127.0.0.x), so
 * nginx sees a client address of our choosing.
 */
function send(
  url: string,
  options: { from?: string; method?: string; headers?: Record<string, string>; json?: unknown },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = options.json === undefined ? undefined : JSON.stringify(options.json)
    const request = http.request(
      url,
      {
        method: options.method ?? 'GET',
        localAddress: options.from,
        headers: {
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk) => (text += chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: text }),
        )
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}

/** Seconds of `s-maxage` in a Cache-Control value, or null. */
function sMaxAge(cacheControl: string | undefined): number | null {
  const match = /(?:^|,)\s*s-maxage=(\d+)/.exec(cacheControl ?? '')
  return match ? Number(match[1]) : null
}

async function editorAuth(request: APIRequestContext): Promise<Record<string, string>> {
  const res = await request.post(`${APP}/api/cms/users/login`, { data: DEMO_EDITOR })
  expect(res.status()).toBe(200)
  return { Authorization: `JWT ${((await res.json()) as { token: string }).token}` }
}

test.describe('nginx reference configuration: what it never stores', () => {
  let standIn: http.Server
  let front: LocalNginx
  let served = 0

  test.beforeAll(async () => {
    // Answers `public, s-maxage=60` unless the path asks for something else; the body
    // names the request's cookie and a counter, so a stored answer is recognisable.
    standIn = http.createServer((req, res) => {
      served += 1
      const headers: Record<string, string> = {
        'content-type': 'text/plain',
        'cache-control': 'public, s-maxage=60, stale-while-revalidate=60',
      }
      if (req.url!.startsWith('/sets-cookie')) headers['set-cookie'] = 'chosen=1; Path=/'
      if (req.url!.startsWith('/private')) headers['cache-control'] = 'private, max-age=60'
      if (req.url!.startsWith('/no-store')) headers['cache-control'] = 'no-store'
      res.writeHead(200, headers)
      res.end(`answer ${served} for cookie "${req.headers.cookie ?? ''}"`)
    })
    await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve))
    front = await startNginx({
      upstream: `127.0.0.1:${(standIn.address() as AddressInfo).port}`,
    })
  })

  test.afterAll(async () => {
    await front?.stop()
    standIn?.close()
  })

  test('a public answer is kept (the control for the cases below)', async () => {
    expect((await send(`${front.url}/page-a`, {})).headers['x-cache-status']).toBe('MISS')
    expect((await send(`${front.url}/page-a`, {})).headers['x-cache-status']).toBe('HIT')
  })

  test("a signed-in browser's public answer is neither served from nor put into the cache", async () => {
    for (const cookie of ['payload-token=abc', 'x=1; dj_signed_in=1', 'sb-proj-auth-token.0=x']) {
      const path = `/page-b-${cookie.length}`
      const member = await send(front.url + path, { headers: { cookie } })
      expect(member.headers['x-cache-status'], cookie).toBe('BYPASS')
      const visitor = await send(front.url + path, {})
      expect(visitor.headers['x-cache-status'], cookie).toBe('MISS')
      expect(visitor.body).not.toContain(cookie)
    }
    // Other cookies do not matter: the page is the same for everyone.
    await send(`${front.url}/page-c`, {})
    const other = await send(`${front.url}/page-c`, { headers: { cookie: 'xpayload-token=1' } })
    expect(other.headers['x-cache-status']).toBe('HIT')
  })

  test('answers with Set-Cookie, private or no-store are not stored', async () => {
    for (const path of ['/sets-cookie', '/private', '/no-store']) {
      await send(front.url + path, {})
      const again = await send(front.url + path, {})
      expect(again.headers['x-cache-status'], path).toBe('MISS')
    }
  })

  test('an Authorization header passes the cache', async () => {
    await send(`${front.url}/page-d`, {})
    const authorized = await send(`${front.url}/page-d`, {
      headers: { authorization: 'Bearer x' },
    })
    expect(authorized.headers['x-cache-status']).toBe('BYPASS')
  })
})

test.describe('nginx reference configuration in front of next start', () => {
  test("a visitor's article comes from nginx's cache on the second request; Next's files are kept a year", async ({
    request,
  }) => {
    const article = await seededArticle(request, (a) => a.audience === 'doctor' && a.isPremium)
    const url = `${nginx.url}/article/${article.id}?visitor=${Date.now()}`
    const first = await send(url, {})
    expect(first.status).toBe(200)
    expect(first.body).toContain(article.title)
    expect(first.headers['x-cache-status']).toBe('MISS')
    expect(sMaxAge(first.headers['cache-control'] as string)).toBeGreaterThan(0)
    const second = await send(url, {})
    expect(second.headers['x-cache-status']).toBe('HIT')
    expect(second.body).toBe(first.body)

    const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(first.body)?.[1]
    expect(script, 'the page names a script under /_next/static/').toBeTruthy()
    // Next's answers vary on Accept-Encoding: nginx keeps a copy per value a browser sends.
    const browser = { 'accept-encoding': 'gzip, deflate, br' }
    await send(nginx.url + script, { headers: browser })
    const asset = await send(nginx.url + script, { headers: browser })
    expect(asset.status).toBe(200)
    expect(asset.headers['x-cache-status']).toBe('HIT')
    expect(asset.headers['cache-control']).toContain('max-age=31536000')
    expect(asset.headers['content-encoding']).toBe('gzip')
  })

  test("a member signed in through nginx is never answered from the cache, and the member's answers are never stored", async ({
    page,
    request,
  }) => {
    const article = await seededArticle(request, (a) => a.audience === 'doctor' && a.isPremium)
    const tail = snippet(lastParagraph(article.body))
    const pagePath = `/article/${article.id}`
    const apiPath = `/api/articles/${article.id}?locale=de-DE`
    // The visitor's page is in nginx's cache before the member comes.
    await send(nginx.url + pagePath, {})
    expect((await send(nginx.url + pagePath, {})).headers['x-cache-status']).toBe('HIT')

    // Sign-in through nginx with the form: the browser gets the session and the hint cookie.
    await page.goto(`${nginx.url}/sign-in`)
    await page.getByLabel('E-Mail').fill(DEMO_DOCTOR.email)
    await page.getByLabel('Passwort', { exact: true }).fill(DEMO_DOCTOR.password)
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click()
    await expect(page).not.toHaveURL(/\/sign-in/)
    const cookies = await page.context().cookies(nginx.url)
    const session = cookies.find((c) => c.name === 'payload-token')
    const hint = cookies.find((c) => c.name === 'dj_signed_in')
    expect(session, 'session cookie').toBeTruthy()
    expect(hint, 'signed-in hint cookie').toBeTruthy()

    // The member's page: passed to the app, and the member's view (the full body).
    const memberPage = await page.goto(`${nginx.url}${pagePath}`)
    expect(memberPage!.headers()['x-cache-status']).toBe('BYPASS')
    await expect(page.getByTestId('article-body')).toContainText(tail)
    await expect(page.getByTestId('premium-gate')).toHaveCount(0)

    // Either cookie alone is enough to pass the cache.
    for (const cookie of [`payload-token=${session!.value}`, `dj_signed_in=${hint!.value}`]) {
      const answer = await send(nginx.url + pagePath, { headers: { cookie } })
      expect(answer.headers['x-cache-status'], cookie.split('=')[0]).toBe('BYPASS')
    }

    // The member's full body (product API), then a visitor at the same URL: not from the
    // cache, and gated.
    const member = await send(nginx.url + apiPath, {
      headers: { cookie: `payload-token=${session!.value}` },
    })
    expect(member.headers['x-cache-status']).toBe('BYPASS')
    expect(JSON.parse(member.body)).toMatchObject({ gated: false })
    expect(member.body).toContain(tail)
    const visitor = await send(nginx.url + apiPath, {})
    expect(visitor.headers['x-cache-status']).not.toBe('HIT')
    expect(JSON.parse(visitor.body)).toMatchObject({ gated: true })
    expect(visitor.body).not.toContain(tail)
    expect((await send(nginx.url + apiPath, {})).headers['x-cache-status']).not.toBe('HIT')

    // A client with a Bearer token instead of cookies: passed through, never stored.
    const bearer = await send(`${nginx.url}/api/auth/sign-in`, {
      method: 'POST',
      json: { ...DEMO_DOCTOR, bearer: true },
    })
    expect(bearer.status).toBe(200)
    const token = (JSON.parse(bearer.body) as { access_token: string }).access_token
    const app = await send(nginx.url + apiPath, { headers: { authorization: `Bearer ${token}` } })
    expect(app.headers['x-cache-status']).toBe('BYPASS')
    expect(app.body).toContain(tail)
    expect((await send(nginx.url + apiPath, {})).body).not.toContain(tail)

    // The visitor's page is still the cached one, without the member's body.
    const later = await send(nginx.url + pagePath, {})
    expect(later.headers['x-cache-status']).toBe('HIT')
    expect(later.body).not.toContain(tail)
  })

  test('sign-in through nginx limits failures by the address nginx saw (X-Forwarded-For, TRUSTED_PROXY_COUNT=1)', async () => {
    const email = `nginx-limit-${Date.now()}@dentaljournal.example`
    const fail = (from: string, headers: Record<string, string> = {}) =>
      send(`${nginx.url}/api/auth/sign-in`, {
        from,
        method: 'POST',
        headers,
        json: { email, password: 'wrong-password' },
      })
    // Five failures for one address from 127.0.0.2: the sixth from there waits ...
    for (let i = 0; i < 5; i++) expect((await fail('127.0.0.2')).status).toBe(401)
    const limited = await fail('127.0.0.2')
    expect(limited.status).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    // ... while another client address is not slowed down, even when it claims to be
    // 127.0.0.2: nginx appends the address it saw, and the app trusts only that entry.
    expect((await fail('127.0.0.3')).status).toBe(401)
    expect((await fail('127.0.0.4', { 'x-forwarded-for': '127.0.0.2' })).status).toBe(401)
  })

  // Last: it waits for the rest of the page's s-maxage.
  test("a publish reaches readers through nginx within the page's s-maxage", async ({
    request,
  }) => {
    const auth = await editorAuth(request)
    const url = `${nginx.url}/article/${published.id}`
    const patch = (data: Record<string, unknown>) =>
      request.patch(`${APP}/api/cms/articles/${published.id}?locale=de`, { headers: auth, data })
    const cached = await send(url, {})
    expect(cached.headers['x-cache-status']).toBe('HIT')
    const maxAge = sMaxAge(cached.headers['cache-control'] as string)!
    expect(maxAge).toBeGreaterThan(0)
    expect(cached.headers['cache-control']).toContain('stale-while-revalidate')
    const freshUntil = published.storedAt + maxAge * 1000
    test.setTimeout(Math.max(0, freshUntil - Date.now()) + 60_000)

    const title = `Nginx-Test ${Date.now()}`
    try {
      const saved = Date.now()
      expect((await patch({ title, _status: 'published' })).status()).toBe(200)
      expect(await (await request.get(`${APP}/article/${published.id}`)).text()).toContain(title)
      // Until the stored page expires, readers through nginx see it (one request after
      // expiry still gets it, stale, while nginx asks the app again in the background).
      let seenAt = 0
      while (Date.now() < freshUntil + 10_000) {
        if ((await send(url, {})).body.includes(title)) {
          seenAt = Date.now()
          break
        }
        await new Promise((r) => setTimeout(r, 500))
      }
      console.log(
        `[nginx] publish visible through nginx ${seenAt ? seenAt - saved : '-'} ms after the save; s-maxage ${maxAge} s, page stored ${Math.round((saved - published.storedAt) / 1000)} s before the save`,
      )
      expect(seenAt, 'visible within the s-maxage of the stored page').toBeGreaterThan(0)
    } finally {
      await patch({ title: published.title, _status: 'published' })
    }
  })
})
