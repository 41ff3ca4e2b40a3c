import type { Payload } from 'payload'

import { asServer } from '@/lib/payload/readAs'

import { claimNextJob, leaseTimes, releaseJob, renewLease, type Claim } from './claim'
import { giveUpExhaustedJobs, sweepStaleJobs } from './sweep'

/** Options of {@link runWorker}; times in milliseconds. */
export type WorkerOptions = {
  /** Payload queues this worker serves (e.g. `['translation', 'audio']`). */
  queues: readonly string[]
  /** Pause between two looks at an empty queue. */
  pollMs: number
  /** After a stop request: how long the current job may still run before it is released. */
  graceMs: number
  /** One line per event (claimed, finished, released, stopped). */
  log: (line: string) => void
}

/**
 * A running worker: `stop()` asks it to end and resolves once it has (see {@link runWorker});
 * `wake()` cuts its pause at an empty queue short (a job was just queued in this process).
 */
export type Worker = {
  stop: () => Promise<void>
  wake: () => void
  done: Promise<void>
  queues: readonly string[]
}

const SWEEP_EVERY_MS = 60_000

/**
 * Runs one claimed job to its end with `payload.jobs.runByID`, renewing its lease every
 * `leaseTimes().renewEveryMs` while it runs, so no other worker takes it over. A renewal
 * that finds the job no longer ours (taken over after this process stalled longer than the
 * lease) is logged; the run goes on, and the later of the two writes wins. Resolves when
 * Payload has recorded the job's end (completed and deleted, or failed); rejects when
 * Payload could not run it (the job then stays claimed until its lease runs out, and
 * another worker tries again).
 */
export async function runClaimedJob(
  payload: Payload,
  claim: Claim,
  log: (line: string) => void = () => {},
): Promise<void> {
  let lost = false
  const renewal = setInterval(() => {
    renewLease(payload, claim).then(
      (held) => {
        if (!held && !lost) {
          lost = true
          log(`job ${claim.id}: lease lost (taken over, finished or deleted)`)
        }
      },
      (error: unknown) =>
        log(`job ${claim.id}: renewing the lease failed: ${(error as Error)?.message ?? error}`),
    )
  }, leaseTimes().renewEveryMs)
  try {
    await payload.jobs.runByID({
      id: claim.id,
      silent: { info: true },
      ...asServer('Worker: the server runs the job it claimed, no user.'),
    })
  } finally {
    clearInterval(renewal)
  }
}

/**
 * Works off the Payload jobs queue in this process, one job at a time: claims the oldest
 * runnable job atomically (`claimNextJob`, so several workers never take the same job, and
 * a job whose worker died is taken over once its lease has run out), runs it with its lease
 * renewed (`runClaimedJob`), and looks again; an empty queue is polled every `pollMs`. Before
 * each claim it fails jobs that have killed MAX_JOB_ATTEMPTS workers
 * (`giveUpExhaustedJobs`), and once a minute it gives up translation and audio jobs left
 * without progress (`sweepStaleJobs`) and queues the scheduled tasks of its queues that
 * are due (`payload.jobs.handleSchedules`, e.g. the weekly digest; Payload's stats global
 * remembers the last run, and the task itself refuses a second digest within six days).
 *
 * `stop()` (on SIGTERM and SIGINT) takes no new job; a job under way may finish within
 * `graceMs`, otherwise it is released to the queue (`releaseJob`) for another worker to run
 * from the start, and `done` resolves without waiting for it.
 */
export function runWorker(payload: Payload, options: WorkerOptions): Worker {
  let stopping = false
  let wakeUp: (() => void) | undefined
  let current: { claim: Claim; finished: Promise<void> } | undefined
  let lastSweep = 0

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms)
      wakeUp = () => {
        clearTimeout(timer)
        resolve()
      }
    })

  const loop = async () => {
    while (!stopping) {
      try {
        if (Date.now() - lastSweep > SWEEP_EVERY_MS) {
          lastSweep = Date.now()
          const swept = await sweepStaleJobs(payload)
          if (swept) options.log(`gave up ${swept} abandoned job(s)`)
          // Scheduled tasks (the weekly digest): queue those that are due in our queues.
          for (const queue of options.queues) await payload.jobs.handleSchedules({ queue })
        }
        const exhausted = await giveUpExhaustedJobs(payload)
        if (exhausted) options.log(`failed ${exhausted} job(s) for good after repeated crashes`)
        const claim = await claimNextJob(payload, options.queues)
        if (!claim) {
          await sleep(options.pollMs)
          continue
        }
        options.log(`job ${claim.id} claimed (attempt ${claim.attempt})`)
        const started = Date.now()
        const finished = runClaimedJob(payload, claim, options.log).then(() =>
          options.log(`job ${claim.id} finished (${Date.now() - started} ms)`),
        )
        current = { claim, finished }
        await finished
      } catch (error) {
        options.log(`error: ${error instanceof Error ? error.message : String(error)}`)
        await sleep(options.pollMs)
      } finally {
        current = undefined
      }
    }
  }
  const done = loop()

  const stop = async () => {
    if (stopping) return done
    stopping = true
    wakeUp?.()
    const running = current
    if (!running) return done.then(() => options.log('stopped'))
    options.log(`stopping: waiting up to ${options.graceMs} ms for job ${running.claim.id}`)
    const inTime = await Promise.race([
      running.finished.then(
        () => true,
        () => true,
      ),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), options.graceMs)),
    ])
    if (!inTime) {
      await releaseJob(payload, running.claim)
      options.log(`job ${running.claim.id} released to the queue`)
      return
    }
    await done
    options.log('stopped')
  }
  return { stop, wake: () => wakeUp?.(), done, queues: options.queues }
}
