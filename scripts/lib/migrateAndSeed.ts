import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const script = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../prepare-db.ts')

/** What scripts/prepare-db.ts prints once Payload is loaded and connected. */
const CONNECTED = '[dentaljournal] connected'
/** How long an attempt may take to connect before it counts as hung, in milliseconds. */
const ATTEMPT_TIMEOUT_MS = 90_000
const ATTEMPTS = 3

/** Lines of the child's output kept for the error message when it fails. */
const TAIL_LINES = 30

/** How one attempt ended: done, failed (with its exit code or signal and its last output), or hung. */
type Attempt =
  | { result: 'ok' }
  | { result: 'hung' }
  | { result: 'failed'; code: number | null; signal: NodeJS.Signals | null; tail: string[] }

function attempt(args: string[]): Promise<Attempt> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      stdio: ['inherit', 'pipe', 'pipe'],
      env: process.env,
    })
    const tail: string[] = []
    const keep = (chunk: Buffer) => {
      tail.push(...chunk.toString().split('\n').filter(Boolean))
      tail.splice(0, Math.max(0, tail.length - TAIL_LINES))
    }
    // Loading the Payload config through a TypeScript loader hook sometimes deadlocks in
    // Node 20 (seen with tsx and with vitest's globalSetup): an attempt that has not
    // connected to the database in time is killed and retried. Once connected, migrations
    // and the seed may take as long as they need (a busy machine seeds slowly, and killing a
    // half-done seed would leave a database that the retry no longer counts as empty).
    let hung = false
    const timer = setTimeout(() => {
      hung = true
      child.kill('SIGKILL')
    }, ATTEMPT_TIMEOUT_MS)
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk)
      keep(chunk)
      if (chunk.toString().includes(CONNECTED)) clearTimeout(timer)
    })
    child.stderr.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk)
      keep(chunk)
    })
    child.on('close', (code, signal) => {
      clearTimeout(timer)
      if (hung) resolve({ result: 'hung' })
      else if (code === 0) resolve({ result: 'ok' })
      else resolve({ result: 'failed', code, signal, tail })
    })
  })
}

/** What a failed attempt says of itself: its exit code or signal, and its last lines. */
function failureMessage(failed: Extract<Attempt, { result: 'failed' }>): string {
  const how = failed.signal ? `was killed by ${failed.signal}` : `exited with code ${failed.code}`
  const last = failed.tail.length
    ? `; its last output:\n  ${failed.tail.join('\n  ')}`
    : ' without any output'
  return `preparing the database (migrations, seed) ${how}${last}`
}

/**
 * Applies the committed migrations to DATABASE_URL, imports `postalCodesFile` when given
 * (idempotent) and, with `seed`, seeds an empty database, in a separate process
 * (scripts/prepare-db.ts). Throws when it fails (the error names the exit code or signal
 * and the last lines the process printed; a process killed by a signal is retried once),
 * or when it hangs three times in a row.
 */
export async function migrateAndSeed({
  seed,
  seedAudio = false,
  postalCodesFile,
}: {
  seed: boolean
  /** With `seed`: queue the demo articles' audio too (`npm run dev`, `npm run seed`). */
  seedAudio?: boolean
  postalCodesFile?: string
}): Promise<void> {
  const args = [
    ...(postalCodesFile ? [`--postal-codes=${postalCodesFile}`] : []),
    ...(seed ? ['--seed'] : []),
    ...(seed && seedAudio ? ['--seed-audio'] : []),
  ]
  let killedBefore = false
  for (let i = 1; i <= ATTEMPTS; i++) {
    const outcome = await attempt(args)
    if (outcome.result === 'ok') return
    if (outcome.result === 'failed') {
      // A process killed from outside (the machine short of memory, say) gets one more
      // try; a process that failed by itself would fail the same way again.
      if (!outcome.signal || killedBefore) throw new Error(failureMessage(outcome))
      killedBefore = true
      console.warn(`[dentaljournal] ${failureMessage(outcome)}; retrying once`)
      continue
    }
    console.warn(
      `[dentaljournal] preparing the database hung (attempt ${i} of ${ATTEMPTS}); retrying`,
    )
  }
  throw new Error('preparing the database hung three times')
}
