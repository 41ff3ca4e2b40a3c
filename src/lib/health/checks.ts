import { createClient } from '@redis/client'
import type { Payload } from 'payload'

import { pgPool } from '@/lib/db/adapter'

/** How long one reachability probe may take, in milliseconds, before it counts as down. */
export const PROBE_TIMEOUT_MS = 2000

/** Result of one probe: reachable or not, round trip in milliseconds, and the reason when down. */
export type Probe = { ok: boolean; ms: number; error?: string }

/** Answer of `GET /api/health`; `cache.kind` is `redis` with REDIS_URL, else `local` (always ok). */
export type Health = {
  status: 'ok' | 'unavailable'
  database: Probe
  cache: Probe & { kind: 'redis' | 'local' }
}

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what}: no answer within ${PROBE_TIMEOUT_MS} ms`)),
      PROBE_TIMEOUT_MS,
    )
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}

async function probe(what: string, work: () => Promise<unknown>): Promise<Probe> {
  const started = performance.now()
  try {
    await withTimeout(work(), what)
    return { ok: true, ms: Math.round(performance.now() - started) }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    return { ok: false, ms: Math.round(performance.now() - started), error: message }
  }
}

/** `SELECT 1` through Payload's PostgreSQL pool (the same connections the app uses). */
export function probeDatabase(payload: () => Promise<Payload>): Promise<Probe> {
  return probe('database', async () => {
    await pgPool(await payload()).query('SELECT 1')
  })
}

type Redis = { ping: () => Promise<unknown>; destroy: () => void }
let redis: { url: string; client: Promise<Redis> } | undefined

/**
 * One Redis connection per process for the probes, opened on first use, and again after a
 * failed connect or when REDIS_URL has changed.
 */
function redisClient(url: string): Promise<Redis> {
  if (redis && redis.url !== url) {
    void redis.client.then((old) => old.destroy()).catch(() => {})
    redis = undefined
  }
  if (redis) return redis.client
  const client = (async (): Promise<Redis> => {
    const client = createClient({
      url,
      // Fail fast instead of queueing commands while Redis is away.
      disableOfflineQueue: true,
      socket: {
        connectTimeout: PROBE_TIMEOUT_MS,
        reconnectStrategy: (retries) => Math.min(retries * 200, 2000),
      },
    })
    client.on('error', () => {
      // reported by the probe's answer; reconnects by itself
    })
    await client.connect()
    return client as unknown as Redis
  })().catch((error: unknown) => {
    redis = undefined
    throw error
  })
  redis = { url, client }
  return client
}

/**
 * `PING` to REDIS_URL; without REDIS_URL the cache is each instance's own and always
 * reachable. Also not ok when this server's cache handler could not reach Redis at start.
 */
export async function probeCache(redisUrl: string | undefined): Promise<Health['cache']> {
  if (!redisUrl) return { kind: 'local', ok: true, ms: 0 }
  // Set by cache-handler/redis.mjs when Redis was unreachable as this server started: its
  // pages and data are then cached in this process only, which other instances cannot expire.
  if ((globalThis as { __dentaljournalCacheMode?: string }).__dentaljournalCacheMode === 'memory')
    return {
      kind: 'redis',
      ok: false,
      ms: 0,
      error: 'cache handler started without Redis: restart this instance',
    }
  const result = await probe('cache', async () => (await redisClient(redisUrl)).ping())
  return { kind: 'redis', ...result }
}

/** Both probes at once; the status is `ok` only when both are reachable. */
export async function checkHealth(
  payload: () => Promise<Payload>,
  redisUrl = process.env.REDIS_URL,
): Promise<Health> {
  const [database, cache] = await Promise.all([probeDatabase(payload), probeCache(redisUrl)])
  return { status: database.ok && cache.ok ? 'ok' : 'unavailable', database, cache }
}
