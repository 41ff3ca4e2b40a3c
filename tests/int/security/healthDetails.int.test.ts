import { afterEach, describe, expect, it, vi } from 'vitest'

import { GET } from '@/app/api/health/route'

import { freePort } from '../../../scripts/db/embedded'

/**
 * Finding: `/api/health` showed anyone the raw reason of a failing probe, which names
 * hosts, ports and user names of the services behind the journal.
 */
afterEach(() => {
  delete process.env.REDIS_URL
  vi.restoreAllMocks()
})

describe('GET /api/health shows statuses only', () => {
  it('answers 503 without the reason, which goes to the server log', async () => {
    const port = await freePort()
    process.env.REDIS_URL = `redis://geheimer-nutzer:geheimes-passwort@127.0.0.1:${port}`
    const logged: string[] = []
    vi.spyOn(console, 'warn').mockImplementation((line: string) => void logged.push(line))
    const res = await GET()
    expect(res.status).toBe(503)
    const text = await res.text()
    expect(JSON.parse(text)).toEqual({
      status: 'unavailable',
      database: { ok: true, ms: expect.any(Number) },
      cache: { kind: 'redis', ok: false, ms: expect.any(Number) },
    })
    expect(text).not.toContain('127.0.0.1')
    expect(text).not.toContain(String(port))
    expect(text).not.toContain('geheim')
    expect(logged.join('\n')).toMatch(/\[health\] cache unavailable: .+/)
  })
})
