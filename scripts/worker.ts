/**
 * `npm run worker`: a job worker (translations, audio) in its own process, so the web
 * instances (started with JOBS_IN_WEB=false) spend no CPU on ffmpeg and espeak-ng; start
 * as many as the load needs (docs/operations.md). The worker itself is
 * scripts/lib/workerProcess.ts (settings there); this script starts it and passes SIGTERM
 * and SIGINT on, so that it stops gracefully.
 *
 * Loading the Payload config through the TypeScript loader sometimes hangs in Node 20
 * (see scripts/lib/migrateAndSeed.ts), or ends with exit code 13 when the hung import
 * leaves nothing else to wait for: such a worker (not ready within 90 s, or exit 13
 * before ready) is started again, three times at most. Exits with the worker's exit code
 * (0 after a clean stop), 1 when it never got ready.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'

const script = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'lib/workerProcess.ts')
const START_TIMEOUT_MS = 90_000
const ATTEMPTS = 3

let child: ChildProcess | undefined
let stopping = false
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    stopping = true
    child?.kill(signal)
  })
}

/** Node's exit code for a top-level await that can never settle (the hung import). */
const UNSETTLED_TOP_LEVEL_AWAIT = 13

/** Starts the worker; resolves how its start went and, once it runs, when it exits. */
function attempt(): Promise<{ ready: boolean; exited: Promise<number> } | 'hung'> {
  const current = spawn(process.execPath, ['--import', 'tsx', script], {
    // The IPC channel tells the worker when this process is gone (it then stops too).
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    env: process.env,
  })
  child = current
  const exited = new Promise<number>((resolve) =>
    current.once('close', (code) => resolve(code ?? (stopping ? 0 : 1))),
  )
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      current.kill('SIGKILL')
      resolve('hung')
    }, START_TIMEOUT_MS)
    createInterface({ input: current.stdout! }).on('line', (line) => {
      console.log(line)
      if (line.includes('] ready (')) {
        clearTimeout(timer)
        resolve({ ready: true, exited })
      }
    })
    void exited.then((code) => {
      clearTimeout(timer)
      resolve(code === UNSETTLED_TOP_LEVEL_AWAIT && !stopping ? 'hung' : { ready: false, exited })
    })
  })
}

for (let i = 1; i <= ATTEMPTS && !stopping; i++) {
  const started = await attempt()
  if (started !== 'hung') process.exit(await started.exited)
  console.warn(`[worker] start hung (attempt ${i} of ${ATTEMPTS}); starting again`)
}
process.exit(stopping ? 0 : 1)
