import pg from 'pg'
import type { Payload } from 'payload'

import { pgPool } from '@/lib/db/adapter'

/** Namespace of the proof-pack locks (first key of `pg_try_advisory_lock(int, int)`). */
const PROOF_PACK_LOCK_NAMESPACE = 7003

/** Seconds a dentist whose proof pack is being built is asked to wait (`Retry-After`). */
export const PROOF_PACK_RETRY_AFTER_SECONDS = 30

/**
 * Longest a proof pack may take to download, in milliseconds: 60 minutes (500 MB at about
 * 1 Mbit/s). A download still running then is cut off and its lock freed, so a reader who
 * stops reading without closing the connection cannot hold the lock for good.
 */
export const PROOF_PACK_MAX_MS = 60 * 60 * 1000

/** A held proof-pack lock; `release` frees it (safe to call more than once). */
export type ProofPackLock = { release: () => Promise<void> }

/** The settings of Payload's primary database (writes and locks go there). */
function primarySettings(payload: Payload): pg.ClientConfig {
  const { connectionString, ssl } = pgPool(payload).options
  return { connectionString, ssl }
}

/**
 * Takes the proof-pack lock of dentist `userId`, or answers null when a build of theirs
 * holds it: one proof pack per dentist at a time across every app instance. The lock is a
 * PostgreSQL session advisory lock on a connection of its own, not one of Payload's pool,
 * so a slow download ties up no connection the app needs (one extra connection per
 * download under way). PostgreSQL frees it by itself when that connection ends, so an
 * instance that dies mid-download leaves no lock behind.
 * @throws the connection's error when PostgreSQL cannot be reached (the route answers 503).
 */
export async function lockProofPack(
  payload: Payload,
  userId: number,
): Promise<ProofPackLock | null> {
  const client = new pg.Client({ ...primarySettings(payload), connectionTimeoutMillis: 10_000 })
  // A connection that breaks later only loses the lock; the download goes on.
  client.on('error', (error) => console.warn('[proof pack] lock connection lost:', error.message))
  await client.connect()
  let released = false
  const release = async () => {
    if (released) return
    released = true
    await client.end().catch(() => {})
  }
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      'select pg_try_advisory_lock($1, $2) as locked',
      [PROOF_PACK_LOCK_NAMESPACE, userId],
    )
    if (rows[0]?.locked) return { release }
  } catch (error) {
    await release()
    throw error
  }
  await release()
  return null
}
