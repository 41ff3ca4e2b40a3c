import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// The preload patches ServerResponse in this test file's worker (vitest isolates files).
import '../../scripts/lib/bufferedBodies.mjs'

/** A page body of 70,000 code units with characters outside Latin-1, as cached pages have. */
const page =
  `<!DOCTYPE html><p>Zähne „gesund“ – ${'Parodontitis · Diabetes ✓ '.repeat(2700)}</p>`.slice(
    0,
    70_000,
  )

let server: http.Server
let base: string
const callbacks: string[] = []

beforeAll(async () => {
  server = http.createServer((req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.setHeader('Content-Length', Buffer.byteLength(page))
    if (req.url === '/callback') res.end(page, () => callbacks.push('callback'))
    else if (req.url === '/encoding') res.end(page, 'utf8', () => callbacks.push('encoding'))
    else if (req.url === '/latin1') {
      res.removeHeader('Content-Length')
      res.end('x'.repeat(20_000), 'latin1')
    } else res.end(page)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('large string bodies sent as Buffers (scripts/lib/bufferedBodies.mjs)', () => {
  it('patches ServerResponse.end', () => {
    expect(http.ServerResponse.prototype.end.name).toBe('endWithBufferedBody')
  })

  it.each(['/', '/callback', '/encoding'])(
    '%s arrives byte for byte with its length',
    async (p) => {
      const response = await fetch(base + p)
      const body = await response.text()
      expect(body).toBe(page)
      expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(page))
    },
  )

  it('calls the callback given in either position', () => {
    expect(callbacks).toEqual(expect.arrayContaining(['callback', 'encoding']))
  })

  it('leaves other encodings to Node', async () => {
    expect(await (await fetch(`${base}/latin1`)).text()).toBe('x'.repeat(20_000))
  })
})
