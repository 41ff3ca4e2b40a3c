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
  // nginx keeps the page for its s-maxage (30 s here, CACHE_REVALIDATE_SECONDS in scripts/e2e.ts): it is stored now, so the publish test
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

test.describe('nginx reference configuration: the query string', () => {
  let standIn: http.Server
  let front: LocalNginx
  /** Every request line the stand-in received, in order. */
  const received: string[] = []

  test.beforeAll(async () => {
    // Answers every request `public, s-maxage=60` with a counter, the request line it
    // received (path and query) and its RSC header, so both what nginx stored and what it
    // passed on are visible.
    standIn = http.createServer((req, res) => {
      received.push(req.url!)
      res.writeHead(200, {
        'content-type': 'text/plain',
        'cache-control': 'public, s-maxage=60, stale-while-revalidate=60',
      })
      res.end(`answer ${received.length} for ${req.url} (rsc: ${req.headers.rsc ?? '-'})`)
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

  test('a reading page ignores query parameters no page reads: a cache hit, the app not asked', async () => {
    const first = await send(`${front.url}/article/7?utm_source=mail`, {})
    expect(first.headers['x-cache-status']).toBe('MISS')
    // The app renders the page the cache key names: the path without the query.
    expect(first.body).toContain('for /article/7 ')
    const before = received.length
    for (const query of [`?cb=${Math.random()}`, '?q=x&page=2&_rsc=abc', '']) {
      const again = await send(`${front.url}/article/7${query}`, {})
      expect(again.headers['x-cache-status'], query).toBe('HIT')
      expect(again.body, query).toBe(first.body)
    }
    expect(received.length, 'requests that reached the app').toBe(before)
  })

  test("a client navigation keeps Next's `_rsc` and nothing else", async () => {
    const rsc = { rsc: '1' }
    const first = await send(`${front.url}/article/8?cb=1&_rsc=abc12`, { headers: rsc })
    expect(first.headers['x-cache-status']).toBe('MISS')
    expect(first.body).toContain('for /article/8?_rsc=abc12 (rsc: 1)')
    const again = await send(`${front.url}/article/8?_rsc=abc12&cb=2`, { headers: rsc })
    expect(again.headers['x-cache-status']).toBe('HIT')
    // Another hash is another entry (the app checks the hash and redirects a wrong one).
    const other = await send(`${front.url}/article/8?_rsc=def34`, { headers: rsc })
    expect(other.headers['x-cache-status']).toBe('MISS')
    // Without the header `_rsc` means nothing to the app: the page itself.
    const page = await send(`${front.url}/article/8?_rsc=abc12`, {})
    expect(page.body).toContain('for /article/8 (rsc: -)')
  })

  test("the API, the studio, Next's image optimiser and the pages that read their query get it as sent", async () => {
    for (const path of [
      '/api/articles/latest?locale=de-DE&limit=3',
      '/api/cms/articles?where[status][equals]=published&page=2',
      '/admin/collections/articles?search=x',
      '/_next/image?url=%2Fapi%2Fplaceholder%2F1%2F1&w=640&q=75',
      '/checkout-success?session_id=cs_test_1',
      '/en/success?existing=true',
      '/newsletter/confirm?token=abc&utm_source=mail',
      '/fr/newsletter/unsubscribe?token=def',
    ]) {
      const answer = await send(front.url + path, {})
      expect(answer.body, path).toContain(`for ${path} `)
      // Another value is another answer.
      const other = await send(`${front.url}${path}x`, {})
      expect(other.body, path).toContain(`for ${path}x `)
    }
  })
})

test.describe('nginx reference configuration in front of next start', () => {
  test("a visitor's article comes from nginx's cache on the second request; Next's files are kept a year", async ({
    request,
  }) => {
    const article = await seededArticle(request, (a) => a.audience === 'doctor' && a.isPremium)
    // No test before this one asks this nginx (started empty) for this page.
    const url = `${nginx.url}/article/${article.id}`
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

  test('a query parameter no page reads is answered from the cache: `?cb=<random>` cannot make the app render', async () => {
    // The free article's page is in the cache since beforeAll.
    const url = `${nginx.url}/article/${published.id}`
    const cached = await send(url, {})
    expect(cached.headers['x-cache-status']).toBe('HIT')
    for (const query of [`?cb=${Math.random().toString(36).slice(2)}`, '?utm_source=newsletter']) {
      const busted = await send(url + query, {})
      expect(busted.status, query).toBe(200)
      expect(busted.headers['x-cache-status'], query).toBe('HIT')
      expect(busted.body, query).toBe(cached.body)
    }
  })

  test('the parameters the browser reads still work from the cached page: the dentist search, the sign-in notice', async ({
    page,
  }) => {
    // The empty search and the sign-in form, stored once by the browser's first visit
    // (nginx keeps a copy per Accept-Encoding, and the browser's differs from `send`'s).
    await page.goto(`${nginx.url}/sign-in`)
    await page.goto(`${nginx.url}/patient-search`)
    const count = page.getByTestId('result-count')
    await expect(count).toHaveText(/^\d+ Zahnärzte gefunden$/)
    const unfiltered = await count.textContent()

    // A search by name: the same cached page, and the browser shows that search's results.
    const searched = await page.goto(`${nginx.url}/patient-search?q=Hartmann`)
    expect(searched!.headers()['x-cache-status']).toBe('HIT')
    await expect(page.getByLabel('Name oder Fachgebiet')).toHaveValue('Hartmann')
    await expect(count).toHaveText(/^\d+ Zahnärzte? gefunden$/)
    await expect(count).not.toHaveText(unfiltered!)
    const cards = page.getByTestId('dentist-card')
    await expect(cards.first()).toBeVisible()
    for (const card of await cards.all()) await expect(card).toContainText('Hartmann')

    const notice = await page.goto(`${nginx.url}/sign-in?reset=ok`)
    expect(notice!.headers()['x-cache-status']).toBe('HIT')
    await expect(
      page.getByText(
        'Passwort erfolgreich aktualisiert. Bitte melden Sie sich mit Ihrem neuen Passwort an.',
      ),
    ).toBeVisible()
  })

  test("a client navigation through nginx works: Next's data requests keep `_rsc` and are answered", async ({
    page,
  }) => {
    const dataAnswers: { url: string; status: number }[] = []
    page.on('response', (response) => {
      if (response.request().headers()['rsc'] === '1')
        dataAnswers.push({ url: response.url(), status: response.status() })
    })
    await page.goto(`${nginx.url}/patient`)
    // Marks this document: a full page load would lose the mark.
    await page.evaluate(
      () => ((window as unknown as { navigationMark: number }).navigationMark = 1),
    )
    await page.getByRole('link', { name: 'Zahnarzt finden' }).first().click()
    await expect(page).toHaveURL(/\/patient-search$/)
    await expect(page.getByTestId('result-count')).toHaveText(/Zahnärzte? gefunden/)
    expect(
      await page.evaluate(() => (window as unknown as { navigationMark?: number }).navigationMark),
      'navigated without reloading the page',
    ).toBe(1)
    expect(dataAnswers.length, 'data requests of the navigation').toBeGreaterThan(0)
    for (const answer of dataAnswers) {
      expect(new URL(answer.url).searchParams.get('_rsc'), answer.url).toBeTruthy()
      expect(answer.status, answer.url).toBe(200)
    }
  })

  test('the pages that get their query as sent are the ones the app never lets a cache store', async () => {
    for (const path of [
      '/checkout-success?session_id=cs_test_e2e_1',
      '/success?existing=true',
      '/newsletter/confirm?token=e2e-unknown',
      '/en/newsletter/unsubscribe?token=e2e-unknown',
    ]) {
      const first = await send(nginx.url + path, {})
      expect(first.headers['cache-control'], path).toMatch(/no-store/)
      expect((await send(nginx.url + path, {})).headers['x-cache-status'], path).toBe('MISS')
    }
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
