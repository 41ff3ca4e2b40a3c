import { createClient } from '@redis/client'
import type { Payload } from 'payload'

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
    const pool = (
      (await payload()).db as unknown as { pool?: { query: (q: string) => Promise<unknown> } }
    ).pool
    if (!pool) throw new Error('database adapter has no pool')
    await pool.query('SELECT 1')
  })
}

type Redis = { ping: () => Promise<unknown> }
let redis: Promise<Redis> | undefined

/** One Redis connection per process for the probes, opened on first use and again after a failure. */
function redisClient(url: string): Promise<Redis> {
  redis ??= (async (): Promise<Redis> => {
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
    return client
  })().catch((error: unknown) => {
    redis = undefined
    throw error
  })
  return redis as Promise<Redis>
}

/** `PING` to REDIS_URL; without REDIS_URL the cache is each instance's own and always reachable. */
export async function probeCache(redisUrl: string | undefined): Promise<Health['cache']> {
  if (!redisUrl) return { kind: 'local', ok: true, ms: 0 }
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
