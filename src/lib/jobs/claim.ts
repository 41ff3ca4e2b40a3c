import type { Payload } from 'payload'

type Pool = { query: (text: string, values?: unknown[]) => Promise<{ rows: { id: number }[] }> }

function poolOf(payload: Payload): Pool {
  const pool = (payload.db as unknown as { pool?: Pool }).pool
  if (!pool) throw new Error('the jobs worker needs the PostgreSQL adapter')
  return pool
}

/**
 * Claims the oldest runnable Payload job of the given queues for this worker and returns
 * its id, or undefined when none is waiting. Runnable: not completed, not failed, not
 * taken by anyone (`processing` false) and not scheduled for later.
 *
 * The claim is one statement with `FOR UPDATE SKIP LOCKED`: of two workers asking at the
 * same moment each gets a different job, or none. (Payload's own `jobs.run` first reads and
 * then marks the jobs, so two processes can both take the same one; workers therefore
 * claim here and then run the claimed job with `payload.jobs.runByID`.)
 */
export async function claimNextJob(
  payload: Payload,
  queues: readonly string[],
): Promise<number | undefined> {
  const { rows } = await poolOf(payload).query(
    `UPDATE payload_jobs SET processing = true, updated_at = now()
      WHERE id = (
        SELECT id FROM payload_jobs
         WHERE queue = ANY($1::varchar[])
           AND completed_at IS NULL
           AND has_error IS NOT TRUE
           AND processing IS NOT TRUE
           AND (wait_until IS NULL OR wait_until < now())
         ORDER BY created_at, id
         LIMIT 1
         FOR UPDATE SKIP LOCKED)
      RETURNING id`,
    [queues],
  )
  return rows[0]?.id
}

/**
 * Gives a claimed job back to the queue (`processing` false) so that another worker runs
 * it from the start: used when a worker must stop before its job is done. A job that has
 * meanwhile completed or been deleted is left alone.
 */
export async function releaseJob(payload: Payload, id: number): Promise<void> {
  await poolOf(payload).query(
    `UPDATE payload_jobs SET processing = false, updated_at = now()
      WHERE id = $1 AND completed_at IS NULL`,
    [id],
  )
}
