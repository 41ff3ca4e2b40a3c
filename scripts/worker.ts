/**
 * `npm run worker`: works off the jobs queue (translations, audio) in its own process,
 * so the web instances (started with JOBS_AUTORUN=false) spend no CPU on ffmpeg and
 * espeak-ng; start as many workers as the load needs (see docs/operations.md).
 *
 * Uses DATABASE_URL (and PAYLOAD_SECRET), else the embedded database of a running
 * `npm run dev`. WORKER_QUEUES (comma-separated, default `translation,audio`) picks the
 * queues, WORKER_POLL_MS (default 2000) the pause at an empty queue, WORKER_GRACE_SECONDS
 * (default 25) how long a job may finish after SIGTERM before it goes back to the queue.
 * Exits 0 after a clean stop.
 */
import { embeddedDatabaseUrl } from './db/embeddedUrl'
import { ensurePayloadSecret, loadDotEnv } from './lib/database'

loadDotEnv()
ensurePayloadSecret()
process.env.DATABASE_URL ||= embeddedDatabaseUrl(Number(process.env.EMBEDDED_PG_PORT ?? 54329))
// The worker claims jobs itself: no timed runs of Payload's own in this process.
process.env.JOBS_AUTORUN = 'false'

const { getPayload } = await import('payload')
const { default: config } = await import('../payload.config')
const { runWorker } = await import('../src/lib/jobs/worker')
const { QUEUES } = await import('../src/lib/jobs/status')
const { closePayload } = await import('./lib/migrate')

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
log(`ready (queues: ${queues.join(', ')})`)

const shutdown = async (signal: string) => {
  log(`${signal} received`)
  await worker.stop()
  await closePayload(payload)
  process.exit(0)
}
process.once('SIGTERM', () => void shutdown('SIGTERM'))
process.once('SIGINT', () => void shutdown('SIGINT'))
await worker.done
