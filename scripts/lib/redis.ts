import { spawn } from 'node:child_process'
import { connect } from 'node:net'

import { freePort } from '../db/embedded'

/** A throw-away Redis: its URL and how to stop it. */
export type LocalRedis = { url: string; stop: () => Promise<void> }

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.setTimeout(500)
    socket.once('connect', () => socket.write('PING\r\n'))
    socket.once('data', (data) => {
      socket.destroy()
      resolve(data.toString().startsWith('+PONG'))
    })
    socket.once('error', () => resolve(false))
    socket.once('timeout', () => {
      socket.destroy()
      resolve(false)
    })
  })
}

/**
 * Starts Debian's `redis-server` (REDIS_SERVER_PATH overrides the binary) on a free
 * loopback port, in memory only (no snapshot, no append-only file), and waits until it
 * answers PING (10 s at most). For tests and benchmarks of several app instances.
 */
export async function startRedis(): Promise<LocalRedis> {
  const port = await freePort()
  const child = spawn(
    process.env.REDIS_SERVER_PATH ?? 'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  )
  const failed = new Promise<never>((_, reject) => {
    child.once('error', (error) =>
      reject(new Error(`redis-server did not start: ${error.message}`)),
    )
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)))
  })
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
  }
  const ready = (async () => {
    for (const until = Date.now() + 10_000; Date.now() < until;) {
      if (await answersPing(port)) return
      await new Promise((r) => setTimeout(r, 100))
    }
    throw new Error('redis-server did not answer PING within 10 s')
  })()
  try {
    await Promise.race([ready, failed])
  } catch (error) {
    await stop()
    throw error
  }
  failed.catch(() => {})
  return { url: `redis://127.0.0.1:${port}`, stop }
}
