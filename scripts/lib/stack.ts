import { spawn, type ChildProcess } from 'node:child_process'
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { freePort, startEmbeddedPostgres, type EmbeddedCluster } from '../db/embedded'
import { nextNodeOptions } from './peerAddress'
import { prepare } from './prepare'

export const NEXT_BIN = 'node_modules/next/dist/bin/next'

/** Runs a command with inherited stdio; resolves with its exit code. */
export function run(
  cmd: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env })
    child.on('exit', (code) => resolve(code ?? 1))
  })
}

async function waitForServer(
  url: string,
  server: ChildProcess,
  timeoutMs = 120_000,
): Promise<void> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`next start exited with ${server.exitCode}`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs / 1000} s`)
}

export type Stack = {
  baseUrl: string
  /** Milliseconds from spawning `next start` until it answered. */
  startMs: number
  /**
   * Process id of the running `next start`, which leads its own process group (it and the
   * server process it starts), for tests that watch the server's memory.
   */
  pid: number
  /**
   * Stops the running `next start` and starts it again from the same build and database
   * with extra environment (e.g. another auth mode); `baseUrl` changes to the new port.
   */
  restart: (serverEnv: Record<string, string>) => Promise<void>
  /** Stops the main `next start` (the database stays up for further instances). */
  stopServer: () => Promise<void>
  /**
   * Starts one more `next start` of the same build and database on its own port, with
   * extra environment (several instances behind a load balancer); `stop()` of the stack
   * ends it too.
   */
  startInstance: (
    serverEnv: Record<string, string>,
  ) => Promise<{ baseUrl: string; startMs: number; stop: () => Promise<void> }>
  stop: () => Promise<void>
}

/**
 * A throw-away production stack for tests and benchmarks: embedded PostgreSQL in a temp
 * folder (or DATABASE_URL), migrations, demo content, optionally `next build`, then
 * `next start` on a free port in its own process group. `stop()` ends both.
 */
export async function startStack({
  build,
  serverEnv = {},
}: {
  build: boolean
  serverEnv?: Record<string, string>
}): Promise<Stack> {
  const workDir = mkdtempSync(path.join(tmpdir(), 'dentaljournal-stack-'))
  chmodSync(workDir, 0o755)
  let cluster: EmbeddedCluster | undefined
  let server: ChildProcess | undefined
  const others: ChildProcess[] = []
  const stopProcess = async (child: ChildProcess | undefined) => {
    if (child?.pid && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      try {
        process.kill(-child.pid, 'SIGTERM')
        // Next must be gone before PostgreSQL stops, or its open connections fail loudly.
        const stopped = await Promise.race([
          exited.then(() => true),
          new Promise((r) => setTimeout(() => r(false), 10_000)),
        ])
        if (!stopped) process.kill(-child.pid, 'SIGKILL')
      } catch {
        // already gone
      }
    }
  }
  const stopServer = () => stopProcess(server)
  const stop = async () => {
    await Promise.all([stopServer(), ...others.map(stopProcess)])
    await cluster?.stop().catch(() => {})
    rmSync(workDir, { recursive: true, force: true })
  }
  try {
    if (!process.env.DATABASE_URL) {
      cluster = await startEmbeddedPostgres({
        dataDir: path.join(workDir, 'pg'),
        port: 0,
        persistent: false,
      })
      process.env.DATABASE_URL = cluster.url
    }
    process.env.PAYLOAD_SECRET ??= 'throw-away-stack-secret'
    process.env.MEDIA_DIR = path.join(workDir, 'media')
    process.env.NEXT_TELEMETRY_DISABLED = '1'
    const distDir = path.resolve((process.env.NEXT_DIST_DIR ||= '.next-test'))
    await prepare({ seed: true })
    // The data cache (`unstable_cache`) and the rendered pages (ISR) of an earlier stack were
    // filled from that stack's throw-away database; served stale here, a page that answered
    // 404 there (or a title read as null) would answer so again. Each stack starts empty.
    rmSync(path.join(distDir, 'cache', 'fetch-cache'), { recursive: true, force: true })
    rmSync(path.join(distDir, 'server', 'route-cache'), { recursive: true, force: true })
    if (build) {
      const t = Date.now()
      const code = await run(process.execPath, ['--max-old-space-size=8000', NEXT_BIN, 'build'])
      if (code !== 0) throw new Error(`next build failed (${code})`)
      console.log(`[stack] next build took ${((Date.now() - t) / 1000).toFixed(1)} s`)
    }
    const spawnServer = async (extraEnv: Record<string, string>) => {
      const port = await freePort()
      const t = Date.now()
      const baseUrl = `http://127.0.0.1:${port}`
      // Links in account emails point at this server (SITE_URL, src/lib/site/url.ts).
      const env = {
        ...process.env,
        SITE_URL: baseUrl,
        NODE_OPTIONS: nextNodeOptions(),
        ...extraEnv,
      }
      const child = spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(port)], {
        stdio: ['ignore', 'inherit', 'inherit'],
        env,
        detached: true,
      })
      try {
        await waitForServer(`${baseUrl}/api/placeholder/1/1`, child)
      } catch (error) {
        await stopProcess(child)
        throw error
      }
      return { child, baseUrl, startMs: Date.now() - t, pid: child.pid! }
    }
    const startServer = async (extraEnv: Record<string, string>) => {
      const { child, ...started } = await spawnServer(extraEnv)
      server = child
      return started
    }
    const stack: Stack = {
      ...(await startServer(serverEnv)),
      stop,
      restart: async (extraEnv) => {
        await stopServer()
        Object.assign(stack, await startServer({ ...serverEnv, ...extraEnv }))
      },
      stopServer,
      startInstance: async (extraEnv) => {
        const { child, baseUrl, startMs } = await spawnServer({ ...serverEnv, ...extraEnv })
        others.push(child)
        return { baseUrl, startMs, stop: () => stopProcess(child) }
      },
    }
    return stack
  } catch (error) {
    await stop()
    throw error
  }
}
