import { expect, test, type APIRequestContext } from '@playwright/test'
import { createClient } from '@redis/client'

import { DEMO_EDITOR, seededArticle } from '../helpers'

/**
 * Two `next start` instances of one build on one PostgreSQL, sharing Next's cache through
 * Redis (scripts/e2e.ts starts them: E2E_BASE_URL is instance A, E2E_SECOND_URL instance
 * B, E2E_REDIS_URL the Redis). A change saved through A must reach the readers of B within
 * 2 s, although B had the old page in its own in-process copy (cache-handler/lru.mjs).
 */
const A = process.env.E2E_BASE_URL!
const B = process.env.E2E_SECOND_URL!
const REDIS_URL = process.env.E2E_REDIS_URL!

/** Longest time a publish may take to reach the other instance, in milliseconds. */
const PROPAGATION_LIMIT_MS = 2_000

/**
 * Deletes the Redis entries of the rendered page `path` (keys under the `e2e:` prefix
 * naming that path), as Redis may lose them at any time; resolves with how many.
 */
async function forgetPageInRedis(path: string): Promise<number> {
  const client = createClient({ url: REDIS_URL })
  await client.connect()
  try {
    const keys: string[] = []
    for await (const batch of client.scanIterator({ MATCH: `e2e:*${path}*`, COUNT: 1000 }))
      keys.push(...batch.filter((key) => !key.includes('__')))
    if (keys.length > 0) await client.unlink(keys)
    return keys.length
  } finally {
    client.destroy()
  }
}

async function editorToken(request: APIRequestContext): Promise<string> {
  const res = await request.post(`${A}/api/cms/users/login`, { data: DEMO_EDITOR })
  expect(res.status()).toBe(200)
  return ((await res.json()) as { token: string }).token
}

/** Polls `check` every 100 ms until it is true; returns the milliseconds it took. */
async function within(check: () => Promise<boolean>, limitMs: number): Promise<number> {
  const started = Date.now()
  while (Date.now() - started < limitMs) {
    if (await check()) return Date.now() - started
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`not seen within ${limitMs} ms`)
}

test.describe('several app instances (shared Redis cache)', () => {
  test('both instances report a reachable database and Redis cache', async ({ request }) => {
    for (const base of [A, B]) {
      const res = await request.get(`${base}/api/health`)
      expect(res.status()).toBe(200)
      expect(res.headers()['cache-control']).toContain('no-store')
      expect(await res.json()).toMatchObject({
        status: 'ok',
        database: { ok: true },
        cache: { kind: 'redis', ok: true },
      })
    }
  })

  test('a title published through A is served by B within 2 s, although B answered from its own copy; unpublished, B answers 404', async ({
    request,
  }) => {
    const token = await editorToken(request)
    const auth = { Authorization: `JWT ${token}` }
    // A seeded free patient article (its German title has no characters HTML escapes).
    const article = await seededArticle(request, (a) => a.audience === 'patient' && !a.isPremium)
    const path = `/article/${article.id}`
    const patch = (data: Record<string, unknown>) =>
      request.patch(`${A}/api/cms/articles/${article.id}?locale=de`, { headers: auth, data })

    try {
      // B renders the page once and keeps it: the next answer comes from the cache.
      expect((await request.get(B + path)).status()).toBe(200)
      const cached = await request.get(B + path)
      expect(await cached.text()).toContain(article.title)
      expect(cached.headers()['x-nextjs-cache']).toBe('HIT')
      // Gone from Redis, B still answers from the copy in its own memory: the publish
      // below must reach that copy, not only Redis.
      expect(await forgetPageInRedis(path)).toBeGreaterThan(0)
      const fromCopy = await request.get(B + path)
      expect(fromCopy.headers()['x-nextjs-cache']).toBe('HIT')
      expect(await fromCopy.text()).toContain(article.title)

      const title = `Skalierungstest ${Date.now()}`
      const saving = Date.now()
      expect((await patch({ title, _status: 'published' })).status()).toBe(200)
      const saveMs = Date.now() - saving
      const publishMs = await within(
        async () => (await (await request.get(B + path)).text()).includes(title),
        PROPAGATION_LIMIT_MS,
      )
      console.log(
        `[scale-out] publish through A (save ${saveMs} ms) reached B ${publishMs} ms after the save`,
      )

      expect((await patch({ _status: 'draft' })).status()).toBe(200)
      const unpublishMs = await within(
        async () => (await request.get(B + path)).status() === 404,
        PROPAGATION_LIMIT_MS,
      )
      console.log(`[scale-out] unpublish through A reached B after ${unpublishMs} ms`)
      test
        .info()
        .annotations.push(
          { type: 'publish-to-B-ms', description: String(publishMs) },
          { type: 'unpublish-to-B-ms', description: String(unpublishMs) },
        )
    } finally {
      await patch({ title: article.title, _status: 'published' })
    }
  })
})
