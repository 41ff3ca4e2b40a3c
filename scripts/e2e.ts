/**
 * `npm run test:e2e`: Playwright against `next start` on a throw-away database.
 * 1. starts an embedded PostgreSQL in a temp folder (or uses DATABASE_URL), migrates, seeds;
 * 2. `next build` (skip with E2E_SKIP_BUILD=1 when .next is current);
 * 3. `next start` on a free port in its own process group;
 * 4. `playwright test`; then stops the server and the database, whatever happened.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { freePort, startEmbeddedPostgres, type EmbeddedCluster } from './db/embedded'
import { prepare } from './lib/prepare'

const nextBin = 'node_modules/next/dist/bin/next'

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env })
    child.on('exit', (code) => resolve(code ?? 1))
  })
}

async function waitForServer(url: string, server: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`next start exited with ${server.exitCode}`)
    try {
      const res = await fetch(url)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs / 1000} s`)
}

const workDir = mkdtempSync(path.join(tmpdir(), 'dentaljournal-e2e-'))
chmodSync(workDir, 0o755)
let cluster: EmbeddedCluster | undefined
let server: ChildProcess | undefined
let exitCode = 1
try {
  if (!process.env.DATABASE_URL) {
    cluster = await startEmbeddedPostgres({ dataDir: path.join(workDir, 'pg'), port: 0, persistent: false })
    process.env.DATABASE_URL = cluster.url
  }
  process.env.PAYLOAD_SECRET ??= 'e2e-test-secret'
  process.env.MEDIA_DIR = path.join(workDir, 'media')
  process.env.NEXT_TELEMETRY_DISABLED = '1'
  await prepare({ seed: 'if-empty' })

  if (process.env.E2E_SKIP_BUILD !== '1') {
    const t = Date.now()
    const code = await run(process.execPath, ['--max-old-space-size=8000', nextBin, 'build'])
    if (code !== 0) throw new Error(`next build failed (${code})`)
    console.log(`[e2e] next build took ${Math.round((Date.now() - t) / 1000)} s`)
  }

  const port = await freePort()
  server = spawn(process.execPath, [nextBin, 'start', '-p', String(port)], { stdio: 'inherit', env: process.env, detached: true })
  const baseUrl = `http://127.0.0.1:${port}`
  await waitForServer(`${baseUrl}/api/placeholder/1/1`, server)

  exitCode = await run(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)], { ...process.env, E2E_BASE_URL: baseUrl })
} catch (error) {
  console.error('[e2e]', error)
  exitCode = 1
} finally {
  if (server?.pid) {
    try {
      process.kill(-server.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
  await cluster?.stop().catch(() => {})
  rmSync(workDir, { recursive: true, force: true })
}
process.exit(exitCode)
