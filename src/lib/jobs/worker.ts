import type { Payload } from 'payload'

import { claimNextJob, releaseJob } from './claim'
import { sweepStaleJobs } from './sweep'

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

/** A running worker: `stop()` asks it to end and resolves once it has (see {@link runWorker}). */
export type Worker = { stop: () => Promise<void>; done: Promise<void> }

const SWEEP_EVERY_MS = 60_000

/**
 * Works off the Payload jobs queue in this process, one job at a time: claims the oldest
 * runnable job atomically (`claimNextJob`, so several workers never take the same job),
 * runs it with `payload.jobs.runByID`, and looks again; an empty queue is polled every
 * `pollMs`. Once a minute it gives up translation and audio jobs whose worker died
 * (`sweepStaleJobs`).
 *
 * `stop()` (the worker script calls it on SIGTERM and SIGINT) takes no new job; a job
 * under way may finish within `graceMs`, otherwise it is released to the queue
 * (`releaseJob`) for another worker to run from the start, and `done` resolves without
 * waiting for it.
 */
export function runWorker(payload: Payload, options: WorkerOptions): Worker {
  let stopping = false
  let wake: (() => void) | undefined
  let current: { id: number; finished: Promise<void> } | undefined
  let lastSweep = 0

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms)
      wake = () => {
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
        }
        const id = await claimNextJob(payload, options.queues)
        if (id === undefined) {
          await sleep(options.pollMs)
          continue
        }
        options.log(`job ${id} claimed`)
        const started = Date.now()
        const finished = payload.jobs
          .runByID({ id, silent: { info: true } })
          .then(() => options.log(`job ${id} finished (${Date.now() - started} ms)`))
        current = { id, finished }
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
    wake?.()
    const running = current
    if (!running) return done.then(() => options.log('stopped'))
    options.log(`stopping: waiting up to ${options.graceMs} ms for job ${running.id}`)
    const inTime = await Promise.race([
      running.finished.then(
        () => true,
        () => true,
      ),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), options.graceMs)),
    ])
    if (!inTime) {
      await releaseJob(payload, running.id)
      options.log(`job ${running.id} released to the queue`)
      return
    }
    await done
    options.log('stopped')
  }
  return { stop, done }
}
