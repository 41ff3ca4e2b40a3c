import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from '@redis/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createLruInFront } from '../../cache-handler/lru.mjs'
import { startRedis, type LocalRedis } from '../../scripts/lib/redis'

/**
 * The in-process copy in front of the Redis cache handler (cache-handler/lru.mjs), with two
 * "instances" in this process that share one real redis-server exactly as two `next start`
 * processes do: each with its own command and subscriber connection, the library's Redis
 * handler and the copy in front of it.
 */

type Instance = Awaited<ReturnType<typeof createLruInFront>>
const newClient = (url: string) => createClient({ url })
type Client = ReturnType<typeof newClient>

const PREFIX = 'lru-test:'
const CHANNEL = `${PREFIX}__invalidations__`
/** The longest an expiry may take to reach the other instance (as the e2e test demands). */
const PROPAGATION_LIMIT_MS = 2_000

let redis: LocalRedis
const clients: Client[] = []
let raw: Client

async function connected(): Promise<Client> {
  const client = newClient(redis.url)
  client.on('error', () => {})
  await client.connect()
  clients.push(client)
  return client
}

/** One instance; `slowRead` holds each Redis read until it resolves (for the race below). */
async function instance(
  options: { maxBytes?: number; slowRead?: () => Promise<void> } = {},
): Promise<{ handler: Instance; subscriber: Client }> {
  const client = await connected()
  const subscriber = await connected()
  const redisHandler = createRedisHandler({ client, keyPrefix: PREFIX, timeoutMs: 1000 })
  const inner = options.slowRead
    ? {
        ...redisHandler,
        get: async (key: string, ctx: { implicitTags: string[] }) => {
          const entry = await redisHandler.get(key, ctx)
          await options.slowRead!()
          return entry
        },
      }
    : redisHandler
  const handler = await createLruInFront({
    inner: inner as Parameters<typeof createLruInFront>[0]['inner'],
    publisher: client,
    subscriber: subscriber as unknown as Parameters<typeof createLruInFront>[0]['subscriber'],
    channel: CHANNEL,
    maxBytes: options.maxBytes ?? 1024 * 1024,
  })
  return { handler, subscriber }
}

/** A data-cache entry as Next's CacheHandler stores it. */
function entry(text: string, tags: string[]) {
  return {
    lastModified: Date.now(),
    lifespan: null,
    tags,
    value: { kind: 'FETCH', data: { body: text, headers: {}, status: 200 }, revalidate: 300 },
  }
}

const NO_PATH_TAGS = { implicitTags: [] as string[] }

async function bodyOf(handler: Instance, key: string, ctx = NO_PATH_TAGS) {
  const found = (await handler.get(key, ctx)) as { value: { data: { body: string } } } | null
  return found?.value.data.body ?? null
}

/** Polls `check` every 20 ms until it holds; the milliseconds it took, or throws at `limitMs`. */
async function within(check: () => Promise<boolean>, limitMs: number): Promise<number> {
  const started = Date.now()
  while (Date.now() - started < limitMs) {
    if (await check()) return Date.now() - started
    await new Promise((r) => setTimeout(r, 20))
  }
  throw new Error(`not seen within ${limitMs} ms`)
}

/**
 * A writes `key` (a render, as Next's CacheHandler calls `set`) and B hears of it: B drops
 * its copy of that key and does not keep a read of it that was under way.
 */
async function writeThrough(
  a: Instance,
  b: Instance,
  key: string,
  value: ReturnType<typeof entry>,
) {
  const heard = b.stats().messages
  await a.set(key, value)
  await within(async () => b.stats().messages > heard, PROPAGATION_LIMIT_MS)
}

beforeAll(async () => {
  redis = await startRedis()
  raw = await connected()
})

afterAll(async () => {
  for (const client of clients) client.destroy()
  await redis?.stop()
})

describe('in-process copy in front of the Redis cache', () => {
  it('serves its copy without Redis, and drops it when another instance expires a tag', async () => {
    const a = (await instance()).handler
    const b = (await instance()).handler
    await writeThrough(a, b, 'article-7', entry('old text', ['articles', 'article:7']))
    expect(await bodyOf(b, 'article-7')).toBe('old text')

    // Gone from Redis (eviction, say): B still answers from its own copy.
    await raw.unlink(`${PREFIX}article-7`)
    const hitsBefore = b.stats().hits
    expect(await bodyOf(b, 'article-7')).toBe('old text')
    expect(b.stats().hits).toBe(hitsBefore + 1)

    await a.revalidateTag('article:7')
    const ms = await within(
      async () => (await bodyOf(b, 'article-7')) === null,
      PROPAGATION_LIMIT_MS,
    )
    expect(ms).toBeLessThan(PROPAGATION_LIMIT_MS)
  })

  it('keeps copies of other tags when one tag expires', async () => {
    const a = (await instance()).handler
    const b = (await instance()).handler
    await writeThrough(a, b, 'category-x', entry('category', ['categories']))
    await writeThrough(a, b, 'article-8', entry('article', ['article:8']))
    expect(await bodyOf(b, 'category-x')).toBe('category')
    expect(await bodyOf(b, 'article-8')).toBe('article')
    await raw.unlink(`${PREFIX}category-x`)

    const heard = b.stats().messages
    await a.revalidateTag('article:8')
    await within(async () => b.stats().messages > heard, PROPAGATION_LIMIT_MS)
    expect(await bodyOf(b, 'article-8')).toBeNull()
    // Only in B's copy now (deleted from Redis above): untouched by the other tag.
    expect(await bodyOf(b, 'category-x')).toBe('category')
  })

  it("replaces another instance's copy when an entry is written again", async () => {
    const a = (await instance()).handler
    const b = (await instance()).handler
    await writeThrough(a, b, 'home', entry('first render', ['articles']))
    expect(await bodyOf(b, 'home')).toBe('first render')
    await writeThrough(a, b, 'home', entry('second render', ['articles']))
    await within(async () => (await bodyOf(b, 'home')) === 'second render', PROPAGATION_LIMIT_MS)
  })

  it('refuses a copy older than a path expiry (revalidatePath) heard from another instance', async () => {
    const a = (await instance()).handler
    const b = (await instance()).handler
    const path = { implicitTags: ['_N_T_/layout', '_N_T_/article/9'] }
    await writeThrough(a, b, 'article-9-page', entry('page', ['article:9']))
    expect(await bodyOf(b, 'article-9-page', path)).toBe('page')
    await raw.unlink(`${PREFIX}article-9-page`)
    expect(await bodyOf(b, 'article-9-page', path)).toBe('page') // B's copy

    const heard = b.stats().messages
    await a.revalidateTag('_N_T_/article/9')
    await within(async () => b.stats().messages > heard, PROPAGATION_LIMIT_MS)
    expect(await bodyOf(b, 'article-9-page', path)).toBeNull()
  })

  it('does not keep an entry read from Redis while an expiry arrived', async () => {
    let holding = false
    let signalHeld!: () => void
    let release!: () => void
    const held = new Promise<void>((resolve) => (signalHeld = resolve))
    const gate = new Promise<void>((resolve) => (release = resolve))
    const a = (await instance()).handler
    const b = (
      await instance({
        slowRead: async () => {
          if (!holding) return
          signalHeld()
          await gate
        },
      })
    ).handler
    await writeThrough(a, b, 'article-10', entry('before the expiry', ['article:10']))

    holding = true
    const reading = bodyOf(b, 'article-10')
    await held // B has read the entry from Redis and not yet returned it
    holding = false
    const heard = b.stats().messages
    await a.revalidateTag('article:10')
    await within(async () => b.stats().messages > heard, PROPAGATION_LIMIT_MS)
    release()
    // The read that started before the expiry still answers what it read ...
    expect(await reading).toBe('before the expiry')
    // ... but kept nothing: the next read asks Redis, which has nothing any more.
    expect(await bodyOf(b, 'article-10')).toBeNull()
  })

  it('drops its copies and reads through while its subscriber connection is down', async () => {
    const a = (await instance()).handler
    const { handler: b, subscriber } = await instance()
    await writeThrough(a, b, 'article-11', entry('text', ['article:11']))
    expect(await bodyOf(b, 'article-11')).toBe('text')
    await raw.unlink(`${PREFIX}article-11`)
    expect(await bodyOf(b, 'article-11')).toBe('text') // copy

    const reconnected = new Promise((resolve) => subscriber.once('ready', resolve))
    // Redis takes no new connection for now (the limit counts connections made from now
    // on; those open stay), and every subscriber connection is cut (a subscribed
    // connection answers no CLIENT ID to find it by): B's stays down. A limit of the
    // current count would race with connections of earlier tests closing meanwhile.
    await raw.configSet('maxclients', '1')
    try {
      await raw.sendCommand(['CLIENT', 'KILL', 'TYPE', 'pubsub'])
      await within(async () => !b.stats().live, PROPAGATION_LIMIT_MS)
      expect(b.stats().entries).toBe(0)
      expect(await bodyOf(b, 'article-11')).toBeNull() // from Redis, not the copy
      await a.set('article-12', entry('text', ['article:12'])) // B cannot hear it
      expect(await bodyOf(b, 'article-12')).toBe('text')
      expect(b.stats().entries).toBe(0) // nothing kept while messages may be missed
    } finally {
      await raw.configSet('maxclients', '10000')
    }
    await reconnected
    expect(b.stats().live).toBe(true)
    // Subscribed again: copies are kept, and expiries reach them.
    await writeThrough(a, b, 'article-12', entry('text', ['article:12']))
    expect(await bodyOf(b, 'article-12')).toBe('text')
    await a.revalidateTag('article:12')
    await within(async () => (await bodyOf(b, 'article-12')) === null, PROPAGATION_LIMIT_MS)
  })

  it('keeps within its size budget, least recently used out first', async () => {
    const a = (await instance()).handler
    const b = (await instance({ maxBytes: 2_500 })).handler
    const text = 'x'.repeat(1_000)
    for (const key of ['p1', 'p2', 'p3']) await writeThrough(a, b, key, entry(text, ['articles']))
    for (const key of ['p1', 'p2', 'p3']) expect(await bodyOf(b, key)).toBe(text)
    expect(b.stats().entries).toBe(2)
    expect(b.stats().bytes).toBeLessThanOrEqual(2_500)
    // p1 was the least recently used: gone from the copy, read from Redis again.
    const misses = b.stats().misses
    await bodyOf(b, 'p1')
    expect(b.stats().misses).toBe(misses + 1)
  })
})
