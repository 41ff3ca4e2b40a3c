import type { Payload } from 'payload'

import { QUEUES } from './status'
import { runWorker, type Worker } from './worker'

/**
 * Seconds between two looks at an empty queue by the workers inside a web server process
 * (a job queued in the same process wakes them at once, see `wakeProcessWorkers`; the
 * poll finds jobs queued elsewhere, left over from a restart, or whose worker died).
 */
export const WEB_JOBS_POLL_SECONDS = 15

type Registry = { workers: Worker[] }

/*
 * One registry per process on globalThis: Next compiles instrumentation.ts and the route
 * handlers into separate bundles, each with its own copy of this module.
 */
const KEY = Symbol.for('dentaljournal.jobs.processWorkers')
const registry = (): Registry | undefined => (globalThis as Record<symbol, Registry>)[KEY]

/**
 * Starts the job workers of a web server process (`runWorker`, the same atomic claim with
 * a lease as `npm run worker`): one per queue, so a long audio job never holds up
 * translations. Called once per process from `src/instrumentation.ts` when jobs run in
 * this process; a second call returns the running workers. Payload's own `autoRun` timer
 * is not used (it reads and then marks jobs, so two processes could run the same job).
 */
export function startProcessWorkers(payload: Payload, log: (line: string) => void): Worker[] {
  const existing = registry()
  if (existing) return existing.workers
  const workers = Object.values(QUEUES).map((queue) =>
    runWorker(payload, {
      queues: [queue],
      pollMs: WEB_JOBS_POLL_SECONDS * 1000,
      // The server exits once its requests are done (it does not wait for jobs): give a
      // running job back at once, so another process starts it again without waiting for
      // the lease to run out.
      graceMs: 0,
      log: (line) => log(`[jobs ${queue}] ${line}`),
    }),
  )
  ;(globalThis as Record<symbol, Registry>)[KEY] = { workers }
  return workers
}

/**
 * Wakes this process's workers of `queue` (a job was just queued here). Returns false when
 * this process runs none (scripts, tests, or JOBS_AUTORUN=false): the caller then runs the
 * job itself.
 */
export function wakeProcessWorkers(queue: string): boolean {
  const workers = registry()?.workers.filter((w) => w.queues.includes(queue)) ?? []
  for (const worker of workers) worker.wake()
  return workers.length > 0
}

/** Stops this process's workers (on SIGTERM): running jobs are released to the queue. */
export async function stopProcessWorkers(): Promise<void> {
  await Promise.all(registry()?.workers.map((w) => w.stop()) ?? [])
}
