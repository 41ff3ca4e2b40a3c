import { jobsRunInThisProcess } from '@/lib/jobs/placement'
import { startProcessWorkers, stopProcessWorkers } from '@/lib/jobs/processWorkers'
import { payloadClient } from '@/lib/payload'

import { markDraining } from './draining'

/**
 * What a Next server process does once at start (called by `register` in
 * src/instrumentation.ts, Node.js runtime only, not during `next build`):
 * - starts the in-process job workers when jobs run in this process (JOBS_IN_WEB not
 *   false) and the timer is not switched off (JOBS_AUTORUN not false): the same atomic
 *   claim with a lease as `npm run worker`, instead of Payload's own `autoRun`;
 * - on SIGTERM or SIGINT marks the process as draining (`/api/health` answers 503) and
 *   stops those workers, which give a running job back to the queue. Closing the HTTP
 *   server, finishing the requests under way and exiting are Next's own signal handling
 *   (`next start` closes its server on both signals); scripts/lib/runNext.ts bounds how
 *   long that may take. With NEXT_MANUAL_SIG_HANDLE set Next leaves the signals to the
 *   application, so nothing is registered here either (a listener would keep the process
 *   from ending on SIGTERM).
 */
export function startServerProcess(log: (line: string) => void = console.log): void {
  if (!process.env.NEXT_MANUAL_SIG_HANDLE) {
    const onSignal = (signal: NodeJS.Signals) => {
      markDraining()
      log(`[server] ${signal}: draining (health answers 503), job workers stopping`)
      void stopProcessWorkers().catch((error: unknown) =>
        console.error('[server] stopping the job workers failed:', error),
      )
    }
    process.once('SIGTERM', onSignal)
    process.once('SIGINT', onSignal)
  }
  if (!jobsRunInThisProcess() || process.env.JOBS_AUTORUN === 'false') return
  payloadClient().then(
    (payload) => startProcessWorkers(payload, log),
    (error: unknown) => console.error('[jobs] starting the job workers failed:', error),
  )
}
