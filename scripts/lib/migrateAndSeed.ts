import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const script = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../prepare-db.ts')

/** What scripts/prepare-db.ts prints once Payload is loaded and connected. */
const CONNECTED = '[dentaljournal] connected'
/** How long an attempt may take to connect before it counts as hung, in milliseconds. */
const ATTEMPT_TIMEOUT_MS = 90_000
const ATTEMPTS = 3

function attempt(args: string[]): Promise<'ok' | 'failed' | 'hung'> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      stdio: ['inherit', 'pipe', 'inherit'],
      env: process.env,
    })
    // Loading the Payload config through a TypeScript loader hook sometimes deadlocks in
    // Node 20 (seen with tsx and with vitest's globalSetup): an attempt that has not
    // connected to the database in time is killed and retried. Once connected, migrations
    // and the seed may take as long as they need (a busy machine seeds slowly, and killing a
    // half-done seed would leave a database that the retry no longer counts as empty).
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      resolve('hung')
    }, ATTEMPT_TIMEOUT_MS)
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk)
      if (chunk.toString().includes(CONNECTED)) clearTimeout(timer)
    })
    child.on('exit', (code) => {
      clearTimeout(timer)
      resolve(code === 0 ? 'ok' : 'failed')
    })
  })
}

/**
 * Applies the committed migrations to DATABASE_URL, imports `postalCodesFile` when given
 * (idempotent) and, with `seed`, seeds an empty database, in a separate process
 * (scripts/prepare-db.ts). Throws when it fails, or when
 * it hangs three times in a row.
 */
export async function migrateAndSeed({
  seed,
  postalCodesFile,
}: {
  seed: boolean
  postalCodesFile?: string
}): Promise<void> {
  const args = [
    ...(postalCodesFile ? [`--postal-codes=${postalCodesFile}`] : []),
    ...(seed ? ['--seed'] : []),
  ]
  for (let i = 1; i <= ATTEMPTS; i++) {
    const result = await attempt(args)
    if (result === 'ok') return
    if (result === 'failed') throw new Error('migrations or seed failed (see the log above)')
    console.warn(
      `[dentaljournal] preparing the database hung (attempt ${i} of ${ATTEMPTS}); retrying`,
    )
  }
  throw new Error('preparing the database hung three times')
}
