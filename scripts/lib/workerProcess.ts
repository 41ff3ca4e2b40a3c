/**
 * The job worker itself, started by `npm run worker` (scripts/worker.ts): works off the jobs
 * queues (translations, audio, newsletters, scheduled publishing) in this process, so the web instances (started with
 * JOBS_IN_WEB=false) spend no CPU on ffmpeg and espeak-ng.
 *
 * Uses DATABASE_URL (and PAYLOAD_SECRET), else the embedded database of a running
 * `npm run dev`. WORKER_QUEUES (comma-separated, default: every queue in src/lib/jobs/status.ts) picks the
 * queues, WORKER_POLL_MS (default 2000) the pause at an empty queue, WORKER_GRACE_SECONDS
 * (default 25) how long a job may finish after SIGTERM before it goes back to the queue,
 * JOB_LEASE_SECONDS (default 60) the lease of a claimed job (src/lib/jobs/claim.ts).
 * Exits 0 after a clean stop. Started by `npm run worker` (scripts/worker.ts), which
 * retries a start that hangs.
 */
import { embeddedDatabaseUrl } from '../db/embeddedUrl'
import { ensurePayloadSecret, loadDotEnv } from './database'

loadDotEnv()
ensurePayloadSecret()
process.env.DATABASE_URL ||= embeddedDatabaseUrl(Number(process.env.EMBEDDED_PG_PORT ?? 54329))

const { getPayload } = await import('payload')
const { default: config } = await import('../../payload.config')
const { runWorker } = await import('../../src/lib/jobs/worker')
const { QUEUES } = await import('../../src/lib/jobs/status')
const { closePayload } = await import('./migrate')

const name = `worker ${process.pid}`
const log = (line: string) => console.log(`[${name}] ${line}`)
const queues = (process.env.WORKER_QUEUES ?? Object.values(QUEUES).join(','))
  .split(',')
  .map((q) => q.trim())
  .filter(Boolean)

const payload = await getPayload({ config })
const worker = runWorker(payload, {
  queues,
  pollMs: Number(process.env.WORKER_POLL_MS ?? 2000),
  graceMs: Number(process.env.WORKER_GRACE_SECONDS ?? 25) * 1000,
  log,
})
// scripts/worker.ts waits for this line to know that the start did not hang.
log(`ready (queues: ${queues.join(', ')})`)

const shutdown = async (reason: string) => {
  log(`${reason}: stopping`)
  await worker.stop()
  await closePayload(payload)
  process.exit(0)
}
process.once('SIGTERM', () => void shutdown('SIGTERM'))
process.once('SIGINT', () => void shutdown('SIGINT'))
// Started by scripts/worker.ts: stop when it is gone (killed), instead of running on alone.
process.once('disconnect', () => void shutdown('parent process gone'))
// With the parent gone, its end of the stdout pipe may be closed too.
process.stdout.on('error', () => {})
await worker.done
