import { spawn, type ChildProcess } from 'node:child_process'
import { connect, createServer, type Socket } from 'node:net'

import { expect, test } from '@playwright/test'

import { DEMO_EDITOR } from './helpers'

/**
 * `npm start` (scripts/start.ts: migrations, then `next start` through scripts/lib/runNext.ts)
 * of the e2e build on the e2e database, on a port of its own, stopped with SIGTERM while a
 * request is under way. The request is a sign-in whose body the client sends in two parts,
 * so it is still running when the signal arrives.
 */
const GRACE_SECONDS = 8

test.describe.configure({ mode: 'serial', timeout: 240_000 })

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error()),
      )
    })
  })
}

type Started = {
  port: number
  child: ChildProcess
  lines: string[]
  /** Exit code (or signal) and the time of the exit. */
  exited: Promise<{ code: number | null; at: number }>
}

/** Starts `npm start`'s script in its own process group; resolves once /api/health says 200. */
async function startServer(): Promise<Started> {
  const port = await freePort()
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/start.ts', '-p', String(port)],
    {
      env: {
        ...process.env,
        SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS),
        SITE_URL: `http://127.0.0.1:${port}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  )
  const lines: string[] = []
  for (const stream of [child.stdout!, child.stderr!])
    stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n')))
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.once('exit', (code) => resolve({ code, at: Date.now() })),
  )
  for (const until = Date.now() + 180_000; Date.now() < until;) {
    if (child.exitCode !== null) break
    const res = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined)
    if (res?.status === 200) return { port, child, lines, exited }
    await new Promise((r) => setTimeout(r, 500))
  }
  if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL')
  throw new Error(`npm start did not become healthy:\n${lines.join('\n')}`)
}

/** One HTTP/1.1 answer read off a raw socket: status, headers and body. */
type Answer = { status: number; headers: string; body: string }

/**
 * Reads HTTP answers off `socket` as they complete (Content-Length or chunked bodies);
 * `next()` resolves with the next one, or with undefined once the socket has closed.
 */
function answers(socket: Socket): { next: () => Promise<Answer | undefined> } {
  let buffer = ''
  let closed = false
  let notify: (() => void) | undefined
  socket.on('data', (chunk: Buffer) => {
    buffer += chunk.toString('latin1')
    notify?.()
  })
  socket.on('close', () => {
    closed = true
    notify?.()
  })
  socket.on('error', () => {})
  const take = (): Answer | undefined => {
    const end = buffer.indexOf('\r\n\r\n')
    if (end < 0) return undefined
    const headers = buffer.slice(0, end)
    const status = Number(headers.slice(9, 12))
    const length = /content-length:\s*(\d+)/i.exec(headers)
    let bodyEnd: number
    let body: string
    if (length) {
      bodyEnd = end + 4 + Number(length[1])
      if (buffer.length < bodyEnd) return undefined
      body = buffer.slice(end + 4, bodyEnd)
    } else {
      // Chunked: size line, data, CRLF, … up to the chunk of size 0.
      body = ''
      let at = end + 4
      for (;;) {
        const lineEnd = buffer.indexOf('\r\n', at)
        if (lineEnd < 0) return undefined
        const size = parseInt(buffer.slice(at, lineEnd), 16)
        if (buffer.length < lineEnd + 2 + size + 2) return undefined
        if (size === 0) {
          bodyEnd = lineEnd + 4
          break
        }
        body += buffer.slice(lineEnd + 2, lineEnd + 2 + size)
        at = lineEnd + 2 + size + 2
      }
    }
    buffer = buffer.slice(bodyEnd)
    return { status, headers, body }
  }
  return {
    next: async () => {
      for (;;) {
        const answer = take()
        if (answer || closed) return answer
        await new Promise<void>((resolve) => (notify = resolve))
      }
    },
  }
}

/** Opens a keep-alive connection and sends a sign-in whose body stops halfway. */
async function startSlowSignIn(port: number) {
  const socket = connect(port, '127.0.0.1')
  await new Promise<void>((resolve, reject) =>
    socket.once('connect', resolve).once('error', reject),
  )
  const reader = answers(socket)
  const body = JSON.stringify(DEMO_EDITOR)
  const half = Math.floor(body.length / 2)
  socket.write(
    [
      'POST /api/cms/users/login HTTP/1.1',
      `Host: 127.0.0.1:${port}`,
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: keep-alive',
      '',
      body.slice(0, half),
    ].join('\r\n'),
  )
  return { socket, reader, finish: () => socket.write(body.slice(half)) }
}

/** Whether a new TCP connection to the port is refused. */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(false)
    })
    socket.once('error', () => resolve(true))
  })
}

test.describe('npm start on SIGTERM', () => {
  let server: Started | undefined
  test.afterEach(async () => {
    if (server?.child.exitCode === null && server.child.signalCode === null) {
      process.kill(-server.child.pid!, 'SIGKILL')
      await server.exited
    }
  })

  test('lets the request under way finish with 200, refuses new connections, answers health 503 on the kept-alive one, and exits well within the grace period', async () => {
    server = await startServer()
    const slow = await startSlowSignIn(server.port)
    // Next has the request (its headers and half its body) before the signal.
    await new Promise((r) => setTimeout(r, 500))
    const signalledAt = Date.now()
    process.kill(server.child.pid!, 'SIGTERM')
    await new Promise((r) => setTimeout(r, 1000))

    expect(await refused(server.port)).toBe(true)
    expect(server.child.exitCode).toBeNull()

    slow.finish()
    const signIn = await slow.reader.next()
    expect(signIn?.status).toBe(200)
    expect(JSON.parse(signIn!.body)).toHaveProperty('token')

    // A further request on the same (kept-alive) connection is told to go elsewhere.
    slow.socket.write(
      `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nConnection: close\r\n\r\n`,
    )
    const health = await slow.reader.next()
    expect(health?.status).toBe(503)
    expect(JSON.parse(health!.body)).toMatchObject({ status: 'draining' })

    const { code, at } = await server.exited
    console.log(`[shutdown test] drained and exited ${at - signalledAt} ms after SIGTERM`)
    expect(at - signalledAt).toBeLessThan(GRACE_SECONDS * 1000)
    expect(code).toBe(143)
    expect(server.lines.join('\n')).toContain('draining')
  })

  test('a request that outlasts the grace period does not hold the shutdown up', async () => {
    server = await startServer()
    const stuck = await startSlowSignIn(server.port)
    await new Promise((r) => setTimeout(r, 500))
    const signalledAt = Date.now()
    process.kill(server.child.pid!, 'SIGTERM')
    // The rest of the body never comes.
    const { code, at } = await server.exited
    const tookMs = at - signalledAt
    console.log(`[shutdown test] stopped ${tookMs} ms after SIGTERM (grace ${GRACE_SECONDS} s)`)
    expect(tookMs).toBeGreaterThanOrEqual(GRACE_SECONDS * 1000 - 500)
    expect(tookMs).toBeLessThan(GRACE_SECONDS * 1000 + 5000)
    expect(code).toBe(137)
    expect(await stuck.reader.next()).toBeUndefined()
  })
})
