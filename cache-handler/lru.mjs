/**
 * A bounded in-process copy of the Redis cache (loaded by cache-handler/redis.mjs, so plain
 * JavaScript: Next loads the cache handler outside its bundler).
 *
 * Every cached page request used to fetch the page from Redis and parse it (about 40 % of
 * the throughput of a cached page). This handler keeps the entries it has read or written
 * in memory, least recently used first out once the size budget is spent, and asks Redis
 * only on a miss. Redis stays the shared truth; the copies are kept honest like this:
 *
 * - Expiring a tag (`revalidateTag`, `revalidatePath`) on any instance is published on a
 *   Redis channel; every instance drops the entries carrying that tag. Path tags
 *   (`_N_T_…`) are not stored with the entries but handed in on each read, so an instance
 *   also remembers when it heard of them and refuses older copies on read.
 * - Writing an entry is published too: the other instances drop their copy of that key
 *   and read the new one from Redis next time.
 * - A copy read from Redis while an expiry arrived is not kept (it may have been read
 *   just before the expiry reached Redis).
 * - While the subscriber connection is down, messages may be lost: the copies are dropped
 *   and the handler reads through to Redis until the subscription is back.
 * - Each copy is asked for again after LRU_MAX_AGE_MS at the latest, which bounds the
 *   damage of a message lost without the connection noticing.
 */
import { randomUUID } from 'node:crypto'

import { createConfiguredCache } from '@fortedigital/nextjs-cache-handler/local-lru'

/** Default size of the in-process copy, in megabytes (CACHE_LRU_MB). */
export const DEFAULT_LRU_MB = 64

/** Most entries the copy holds regardless of their size. */
const LRU_MAX_ENTRIES = 10_000

/** Milliseconds after which a copy is read from Redis again even without a message. */
export const LRU_MAX_AGE_MS = 60_000

/** Path tags remembered at most; past that the whole copy is dropped and they start over. */
const MAX_REMEMBERED_PATH_TAGS = 10_000

/** Next's prefix of the implicit (path) tags, as in `revalidatePath`. */
const PATH_TAG_PREFIX = '_N_T_'

/**
 * Megabytes of the in-process copy from `CACHE_LRU_MB`: a number ≥ 0 (0 switches the copy
 * off); unset or anything else gives DEFAULT_LRU_MB.
 * @param {string | undefined} value
 * @returns {number}
 */
export function lruMegabytes(value = process.env.CACHE_LRU_MB) {
  if (value === undefined || value.trim() === '') return DEFAULT_LRU_MB
  const mb = Number(value)
  if (Number.isFinite(mb) && mb >= 0) return mb
  console.warn(`[cache] CACHE_LRU_MB=${value} is no number of megabytes; using ${DEFAULT_LRU_MB}`)
  return DEFAULT_LRU_MB
}

/**
 * Approximate bytes an entry occupies: characters of its strings plus the bytes of its
 * buffers (pages carry their HTML as a string and their RSC payload as buffers), walked
 * to a depth of 8.
 * @param {unknown} value
 * @param {number} [depth]
 * @returns {number}
 */
export function approximateBytes(value, depth = 0) {
  if (value === null || value === undefined) return 0
  if (typeof value === 'string') return value.length
  if (typeof value !== 'object') return 8
  if (ArrayBuffer.isView(value)) return value.byteLength
  if (value instanceof ArrayBuffer) return value.byteLength
  if (depth >= 8) return 0
  let total = 0
  const items = value instanceof Map ? value.values() : Object.values(value)
  for (const item of items) total += approximateBytes(item, depth + 1)
  return total
}

/**
 * @typedef {{ tags?: readonly string[]; lastModified?: number; value?: unknown; lifespan?: unknown }} CacheEntry
 * @typedef {{ name: string; get: (key: string, ctx: { implicitTags: string[] }) => Promise<CacheEntry | null>; set: (key: string, value: CacheEntry, ctx?: { setOnlyIfNotExists?: boolean }) => Promise<void>; revalidateTag: (tag: string) => Promise<void>; delete?: (key: string) => Promise<void>; prepare?: () => Promise<void> }} Handler
 * @typedef {{ publish: (channel: string, message: string) => Promise<unknown> }} Publisher
 * @typedef {{ subscribe: (channel: string, listener: (message: string) => void) => Promise<void>; on: (event: string, listener: (...args: unknown[]) => void) => unknown; isReady: boolean }} Subscriber
 * @typedef {{ hits: number; misses: number; stored: number; evicted: number; messages: number; live: boolean; entries: number; bytes: number }} LruStats
 */

/**
 * Wraps `inner` (the Redis handler) with an in-process LRU copy of `maxBytes` bytes that
 * is kept in step across instances through the Redis channel `channel`: `publisher` (the
 * command connection) sends, `subscriber` (a connected duplicate of it, used for nothing
 * else) listens. Resolves once subscribed, with a handler for fortedigital's
 * CacheHandler and `stats()` (counters since start, for tests and logs).
 * @param {{ inner: Handler; publisher: Publisher; subscriber: Subscriber; channel: string; maxBytes: number; now?: () => number }} options
 * @returns {Promise<Handler & { stats: () => LruStats }>}
 */
export async function createLruInFront({
  inner,
  publisher,
  subscriber,
  channel,
  maxBytes,
  now = Date.now,
}) {
  const self = randomUUID()
  /** @type {ReturnType<typeof createConfiguredCache<{ entry: CacheEntry; seq: number; at: number }>>} */
  const copies = createConfiguredCache((held) => Math.max(1, approximateBytes(held.entry)), {
    maxItemsNumber: LRU_MAX_ENTRIES,
    maxItemSizeBytes: Math.max(1, Math.floor(maxBytes)),
  })
  // Counts every tag expiry this process heard of. A copy remembers the count at the time
  // it was stored; a path tag remembers the count at its expiry. A read from Redis that
  // started before a tag expiry is not kept.
  let seq = 0
  /** @type {Map<string, number>} */
  const pathTagSeq = new Map()
  // Reads from Redis under way, by key: a read of a key written or dropped meanwhile is
  // not kept either.
  /** @type {Map<string, Set<{ stale: boolean }>>} */
  const reads = new Map()
  const markReadsStale = (/** @type {string} */ key) => {
    for (const read of reads.get(key) ?? []) read.stale = true
  }
  let live = false
  const counters = { hits: 0, misses: 0, stored: 0, evicted: 0, messages: 0 }

  const dropAll = () => {
    seq += 1
    counters.evicted += copies.size
    copies.clear()
    pathTagSeq.clear()
  }

  /** Drops the copies carrying any of `tags` and remembers path tags. */
  const expireTags = (/** @type {readonly string[]} */ tags) => {
    seq += 1
    for (const tag of tags) {
      if (tag.startsWith(PATH_TAG_PREFIX)) {
        if (pathTagSeq.size >= MAX_REMEMBERED_PATH_TAGS) dropAll()
        pathTagSeq.set(tag, seq)
      }
    }
    const carrying = []
    for (const [key, held] of copies.entries())
      if (held.entry.tags?.some((tag) => tags.includes(tag))) carrying.push(key)
    for (const key of carrying) copies.delete(key)
    counters.evicted += carrying.length
  }

  const dropKeys = (/** @type {readonly string[]} */ keys) => {
    for (const key of keys) {
      markReadsStale(key)
      if (copies.delete(key)) counters.evicted += 1
    }
  }

  const store = (/** @type {string} */ key, /** @type {CacheEntry} */ entry) => {
    if (!live) return
    copies.set(key, { entry, seq, at: now() })
    counters.stored += 1
  }

  const publish = async (/** @type {{ tags?: string[]; keys?: string[] }} */ message) => {
    try {
      await publisher.publish(channel, JSON.stringify({ ...message, from: self }))
    } catch (error) {
      console.error('[cache] could not tell the other instances:', error)
    }
  }

  const onMessage = (/** @type {string} */ raw) => {
    /** @type {{ from?: string; tags?: unknown; keys?: unknown }} */
    let message
    try {
      message = JSON.parse(raw)
    } catch {
      return
    }
    if (message.from === self) return
    counters.messages += 1
    if (Array.isArray(message.tags)) expireTags(message.tags.map(String))
    if (Array.isArray(message.keys)) dropKeys(message.keys.map(String))
  }

  // A subscriber that lost its connection may have missed messages: drop every copy and
  // read through until it is subscribed again (node-redis subscribes again before 'ready').
  const down = () => {
    if (live) console.warn('[cache] invalidation channel lost; reading through to Redis')
    live = false
    dropAll()
  }
  subscriber.on('error', down)
  subscriber.on('reconnecting', down)
  subscriber.on('end', down)
  subscriber.on('ready', () => {
    dropAll()
    live = true
  })
  await subscriber.subscribe(channel, onMessage)
  live = subscriber.isReady

  return {
    name: 'redis-with-lru',
    async get(key, ctx) {
      const held = live ? copies.get(key) : undefined
      if (held) {
        const stale =
          now() - held.at > LRU_MAX_AGE_MS ||
          (ctx?.implicitTags ?? []).some((tag) => (pathTagSeq.get(tag) ?? -1) > held.seq)
        if (!stale) {
          counters.hits += 1
          return held.entry
        }
        copies.delete(key)
      }
      counters.misses += 1
      const read = { stale: false }
      const before = seq
      let under = reads.get(key)
      if (!under) reads.set(key, (under = new Set()))
      under.add(read)
      try {
        const entry = await inner.get(key, ctx)
        if (entry && !read.stale && seq === before) store(key, entry)
        return entry
      } finally {
        under.delete(read)
        if (under.size === 0 && reads.get(key) === under) reads.delete(key)
      }
    },
    async set(key, entry, ctx) {
      await inner.set(key, entry, ctx)
      // A read of the older entry still under way must not replace this one.
      markReadsStale(key)
      // With "only if none exists" this process cannot tell whose entry Redis kept.
      if (ctx?.setOnlyIfNotExists) dropKeys([key])
      else store(key, entry)
      await publish({ keys: [key] })
    },
    async revalidateTag(tag) {
      expireTags([tag])
      await inner.revalidateTag(tag)
      // Again, for reads that started while Redis was expiring the tag.
      expireTags([tag])
      await publish({ tags: [tag] })
    },
    async delete(key) {
      dropKeys([key])
      await inner.delete?.(key)
    },
    async prepare() {
      await inner.prepare?.()
    },
    stats: () => ({
      ...counters,
      live,
      entries: copies.size,
      bytes: copies.calculatedSize ?? 0,
    }),
  }
}
