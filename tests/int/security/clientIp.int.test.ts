import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { clientIp } from '@/lib/auth/clientIp'

/**
 * Finding: the client IP was read from `X-Forwarded-For` trusting one proxy by default,
 * so a client talking to the app directly chose its own address and per-IP limits never
 * triggered. The server process now appends the TCP peer (scripts/lib/peerAddress.mjs,
 * preloaded by `npm start`/`npm run dev`/the e2e stack); here it is preloaded into a real
 * HTTP server that echoes the header it passes on.
 */
const ECHO_SERVER = `
const http = require('node:http')
const server = http.createServer((req, res) => res.end(req.headers['x-forwarded-for'] ?? ''))
server.listen(0, '127.0.0.1', () => console.log('port=' + server.address().port))
`

let child: ChildProcess
let base: string

beforeAll(async () => {
  child = spawn(
    process.execPath,
    [
      '--import',
      pathToFileURL(path.resolve('scripts/lib/peerAddress.mjs')).href,
      '-e',
      ECHO_SERVER,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  base = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      const port = /port=(\d+)/.exec(chunk.toString())?.[1]
      if (port) resolve(`http://127.0.0.1:${port}`)
    })
    child.on('exit', (code) => reject(new Error(`echo server exited with ${code}`)))
  })
})
afterAll(() => {
  child?.kill()
})

/** The X-Forwarded-For the app would see for a request sent with `headers`. */
async function forwardedFor(headers: Record<string, string>): Promise<Headers> {
  const res = await fetch(base, { headers })
  return new Headers({ 'x-forwarded-for': await res.text() })
}

describe('client IP for rate limits (security finding 4)', () => {
  it('is the connecting address by default, whatever the client writes into X-Forwarded-For', async () => {
    const spoofed = await forwardedFor({ 'x-forwarded-for': '6.6.6.6' })
    expect(clientIp(spoofed, 0)).toBe('127.0.0.1')
    expect(clientIp(spoofed)).toBe('127.0.0.1') // TRUSTED_PROXY_COUNT unset
    expect(clientIp(await forwardedFor({}), 0)).toBe('127.0.0.1')
  })

  it('behind one trusted proxy, is the address that proxy appended', async () => {
    // the proxy (connecting from 127.0.0.1) appended its client 203.0.113.9 after a forged entry
    const viaProxy = await forwardedFor({ 'x-forwarded-for': '6.6.6.6, 203.0.113.9' })
    expect(clientIp(viaProxy, 1)).toBe('203.0.113.9')
  })
})
