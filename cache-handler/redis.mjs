/**
 * Next's cache handler for several app instances (loaded by next.config.mjs only when
 * REDIS_URL is set): the data cache (`unstable_cache`) and the rendered pages (ISR) live in
 * Redis through `@fortedigital/nextjs-cache-handler`, and so do the revalidation times of
 * tags, so `revalidateTag` in the instance that handled a save expires the entry for every
 * instance.
 *
 * Keys are prefixed with `REDIS_KEY_PREFIX` (default `dentaljournal:`) and the build id:
 * instances of another build (a deploy in progress) never read pages whose script chunks
 * they do not have. While `next build` runs, or when Redis cannot be reached at start, the
 * entries stay in this process's memory (logged loudly; `GET /api/health` then answers
 * 503 until the instance is restarted, so the load balancer takes it out).
 *
 * In front of Redis each process keeps a copy of the entries it uses, at most CACHE_LRU_MB
 * megabytes (default 64; 0 = none), kept in step with the other instances through a Redis
 * channel (cache-handler/lru.mjs): a cached page then costs no Redis round trip. Each
 * process holds two connections: one for commands, one subscribed to that channel.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from '@redis/client'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'

import { createLruInFront, lruMegabytes } from './lru.mjs'

/** Milliseconds a single Redis command may take before the entry counts as a miss. */
const REDIS_TIMEOUT_MS = 1000

/** The id of the build this server runs (Next writes it into the dist folder). */
function buildId() {
  try {
    const distDir = process.env.NEXT_DIST_DIR || '.next'
    return readFileSync(path.join(process.cwd(), distDir, 'BUILD_ID'), 'utf8').trim()
  } catch {
    return 'unknown-build'
  }
}

/** Connects to REDIS_URL; resolves with the handler list Next's CacheHandler expects. */
async function createHandlers() {
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD || !process.env.REDIS_URL) {
    return { handlers: [createLruHandler()] }
  }
  const client = createClient({ url: process.env.REDIS_URL, pingInterval: 10_000 })
  client.on('error', (error) => console.error('[cache] Redis:', error.message))
  try {
    await client.connect()
  } catch (error) {
    console.error('[cache] Redis unreachable, caching in this process only:', error)
    client.destroy()
    // GET /api/health reports this instance as not ready until it is restarted.
    globalThis.__dentaljournalCacheMode = 'memory'
    return { handlers: [createLruHandler()] }
  }
  globalThis.__dentaljournalCacheMode = 'redis'
  const prefix = `${process.env.REDIS_KEY_PREFIX || 'dentaljournal:'}${buildId()}:`
  const redis = createRedisHandler({
    client,
    keyPrefix: prefix,
    sharedTagsKey: '__sharedTags__',
    sharedTagsTtlKey: '__sharedTagsTtl__',
    timeoutMs: REDIS_TIMEOUT_MS,
  })
  const megabytes = lruMegabytes()
  if (megabytes === 0) return { handlers: [redis] }
  const subscriber = client.duplicate()
  subscriber.on('error', (error) => console.error('[cache] Redis subscriber:', error.message))
  try {
    await subscriber.connect()
    const handler = await createLruInFront({
      inner: redis,
      publisher: client,
      subscriber,
      channel: `${prefix}__invalidations__`,
      maxBytes: megabytes * 1024 * 1024,
    })
    return { handlers: [handler] }
  } catch (error) {
    // Without the channel a copy could outlive an expiry on another instance: Redis only.
    console.error('[cache] invalidation channel unavailable, no in-process copy:', error)
    subscriber.destroy()
    return { handlers: [redis] }
  }
}

// One set of Redis connections per process: Next creates several CacheHandler instances.
CacheHandler.onCreation(() => {
  globalThis.__dentaljournalCacheHandlers ??= createHandlers()
  return globalThis.__dentaljournalCacheHandlers
})

export default CacheHandler
