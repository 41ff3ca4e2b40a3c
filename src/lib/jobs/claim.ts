import type { Payload } from 'payload'

import { pgPool } from '@/lib/db/adapter'

import { STALE_JOB_MINUTES } from './stale'

/**
 * Default length of a job's lease in seconds: a claimed job belongs to its worker until
 * then, and the worker renews it while the job runs. A worker that dies (SIGKILL, machine
 * loss) stops renewing, and once the lease has run out another worker takes the job over.
 * JOB_LEASE_SECONDS overrides it (tests use a few seconds).
 */
export const DEFAULT_JOB_LEASE_SECONDS = 60

/** How many times a job may be claimed before it is given up for good (see `failExhaustedJobs`). */
export const MAX_JOB_ATTEMPTS = 3

/**
 * The lease times in effect, read at call time: `leaseSeconds` (JOB_LEASE_SECONDS, default
 * {@link DEFAULT_JOB_LEASE_SECONDS}, at least 3) and `renewEveryMs`, a third of the lease in
 * milliseconds, so that two renewals may fail (a slow database) before the lease runs out.
 */
export function leaseTimes(): { leaseSeconds: number; renewEveryMs: number } {
  const configured = Number(process.env.JOB_LEASE_SECONDS)
  const leaseSeconds =
    Number.isFinite(configured) && configured > 0
      ? Math.max(3, Math.round(configured))
      : DEFAULT_JOB_LEASE_SECONDS
  return { leaseSeconds, renewEveryMs: Math.round((leaseSeconds * 1000) / 3) }
}

/**
 * A job this worker holds: the Payload job id and the attempt number its claim gave it
 * (1 for the first claim). The attempt number fences the holder: once another worker has
 * taken the job over, the attempt stored in the row is higher, and renewing or releasing
 * with the old number changes nothing.
 */
export type Claim = { id: number; attempt: number }

/*
 * When is a claimed job's lease over? When `lease_until` has passed; a job claimed without
 * a lease (by a build from before leases, or by Payload's own run) counts as abandoned once
 * it has not been updated for STALE_JOB_MINUTES.
 */
const LEASE_EXPIRED = `COALESCE(lease_until, updated_at + $3::int * interval '1 minute') < now()`

/**
 * Claims the oldest runnable Payload job of the given queues for this worker, or returns
 * undefined when none is waiting. Runnable: not completed, not failed, not scheduled for
 * later, claimed fewer than MAX_JOB_ATTEMPTS times, and either not taken by anyone
 * (`processing` false) or taken by a worker whose lease has run out (it died).
 *
 * The claim is one statement with `FOR UPDATE SKIP LOCKED`: of two workers asking at the
 * same moment each gets a different job, or none, and an abandoned job is taken over by
 * exactly one of them. It sets `processing`, a lease of `leaseTimes().leaseSeconds` from
 * the database's clock (so workers' clocks do not matter), and counts the attempt. Payload's
 * own `jobs.run` first reads and then marks the jobs, so two processes can both take the
 * same one; every path that runs jobs therefore claims here and then runs the claimed job
 * with `payload.jobs.runByID` (see `runClaimedJob` in worker.ts).
 */
export async function claimNextJob(
  payload: Payload,
  queues: readonly string[],
): Promise<Claim | undefined> {
  const { rows } = await pgPool(payload).query(
    `UPDATE payload_jobs
        SET processing = true,
            lease_until = now() + $2::int * interval '1 second',
            attempts = COALESCE(attempts, 0) + 1,
            updated_at = now()
      WHERE id = (
        SELECT id FROM payload_jobs
         WHERE queue = ANY($1::varchar[])
           AND completed_at IS NULL
           AND has_error IS NOT TRUE
           AND (wait_until IS NULL OR wait_until < now())
           AND COALESCE(attempts, 0) < $4
           AND (processing IS NOT TRUE OR ${LEASE_EXPIRED})
         ORDER BY created_at, id
         LIMIT 1
         FOR UPDATE SKIP LOCKED)
      RETURNING id, attempts`,
    [queues, leaseTimes().leaseSeconds, STALE_JOB_MINUTES, MAX_JOB_ATTEMPTS],
  )
  const row = rows[0]
  return row ? { id: Number(row.id), attempt: Number(row.attempts) } : undefined
}

/**
 * Extends the lease of a job this worker still holds to `leaseTimes().leaseSeconds` from
 * now. Returns false when the job is no longer this worker's: finished, given back, or
 * taken over by another worker after this one missed its renewals.
 */
export async function renewLease(payload: Payload, claim: Claim): Promise<boolean> {
  const { rows } = await pgPool(payload).query(
    `UPDATE payload_jobs SET lease_until = now() + $3::int * interval '1 second'
      WHERE id = $1 AND attempts = $2 AND processing = true AND completed_at IS NULL
      RETURNING id`,
    [claim.id, claim.attempt, leaseTimes().leaseSeconds],
  )
  return rows.length > 0
}

/**
 * Gives a claimed job back to the queue (`processing` false, no lease) so that another
 * worker runs it from the start: used when a worker must stop before its job is done. The
 * attempt is not counted (the job did not fail). A job that has meanwhile completed, been
 * deleted or been taken over by another worker is left alone.
 */
export async function releaseJob(payload: Payload, claim: Claim): Promise<void> {
  await pgPool(payload).query(
    `UPDATE payload_jobs
        SET processing = false, lease_until = NULL,
            attempts = GREATEST(COALESCE(attempts, 0) - 1, 0), updated_at = now()
      WHERE id = $1 AND attempts = $2 AND completed_at IS NULL`,
    [claim.id, claim.attempt],
  )
}

/** A Payload job given up by {@link failExhaustedJobs}: its task and input. */
export type ExhaustedJob = { id: number; taskSlug: string | null; input: unknown }

/**
 * Fails for good (`has_error`, not processing, `error.message`) every job that has used up
 * its MAX_JOB_ATTEMPTS claims and is not running under a live lease: each of its workers
 * died while running it (a job that crashes or exhausts its worker every time). Returns
 * them, each exactly once even when several workers call this at the same moment (the
 * update re-checks its conditions on the locked row), so the caller can mark the
 * translation or audio document.
 */
export async function failExhaustedJobs(
  payload: Payload,
  message: string,
): Promise<ExhaustedJob[]> {
  const { rows } = await pgPool(payload).query(
    `UPDATE payload_jobs
        SET processing = false, lease_until = NULL, has_error = true,
            error = jsonb_build_object('message', $2::text), updated_at = now()
      WHERE completed_at IS NULL
        AND has_error IS NOT TRUE
        AND COALESCE(attempts, 0) >= $1
        AND (processing IS NOT TRUE OR ${LEASE_EXPIRED})
      RETURNING id, task_slug, input`,
    [MAX_JOB_ATTEMPTS, message, STALE_JOB_MINUTES],
  )
  return rows.map((row) => ({
    id: Number(row.id),
    taskSlug: (row.task_slug as string | null) ?? null,
    input: row.input,
  }))
}
