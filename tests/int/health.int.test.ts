import { afterEach, describe, expect, it } from 'vitest'

import { GET } from '@/app/api/health/route'
import { checkHealth } from '@/lib/health/checks'

import { startRedis } from '../../scripts/lib/redis'
import { testPayload } from './helpers/payload'

afterEach(() => {
  delete process.env.REDIS_URL
})

describe('GET /api/health', () => {
  it('answers 200 with a reachable database and the local cache when REDIS_URL is unset', async () => {
    const res = await GET()
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const body = await res.json()
    expect(body).toMatchObject({
      status: 'ok',
      database: { ok: true },
      cache: { kind: 'local', ok: true },
    })
    expect(typeof body.database.ms).toBe('number')
  })

  it('probes Redis with REDIS_URL and answers 503 with Retry-After once Redis is gone', async () => {
    const redis = await startRedis()
    process.env.REDIS_URL = redis.url
    try {
      const up = await GET()
      expect(up.status).toBe(200)
      expect(await up.json()).toMatchObject({ status: 'ok', cache: { kind: 'redis', ok: true } })
    } finally {
      await redis.stop()
    }
    const down = await GET()
    expect(down.status).toBe(503)
    expect(down.headers.get('retry-after')).toBe('5')
    const body = await down.json()
    expect(body).toMatchObject({
      status: 'unavailable',
      database: { ok: true },
      cache: { kind: 'redis', ok: false },
    })
    expect(body.cache).not.toHaveProperty('error')
  })

  it('stays 503 while the cache handler runs without Redis since it started, even with Redis up', async () => {
    const redis = await startRedis()
    process.env.REDIS_URL = redis.url
    const flag = globalThis as { __dentaljournalCacheMode?: string }
    flag.__dentaljournalCacheMode = 'memory'
    try {
      const res = await GET()
      expect(res.status).toBe(503)
      expect(await res.json()).toMatchObject({
        status: 'unavailable',
        cache: { kind: 'redis', ok: false },
      })
      expect((await checkHealth(testPayload)).cache.error).toContain('restart')
      flag.__dentaljournalCacheMode = 'redis'
      expect((await GET()).status).toBe(200)
    } finally {
      delete flag.__dentaljournalCacheMode
      await redis.stop()
    }
  })

  it('reports the database as down when Payload cannot reach it', async () => {
    const health = await checkHealth(() => Promise.reject(new Error('connect ECONNREFUSED')))
    expect(health).toMatchObject({
      status: 'unavailable',
      database: { ok: false, error: 'connect ECONNREFUSED' },
      cache: { kind: 'local', ok: true },
    })
    // and the real database is reachable through the same probe
    expect((await checkHealth(testPayload)).database.ok).toBe(true)
  })
})
