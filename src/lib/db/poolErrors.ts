import type { Payload } from 'payload'

import { pgPoolIfAny } from './adapter'

const watched = new WeakSet<object>()

/**
 * Listens for the `error` events of Payload's PostgreSQL pool (`payload.db.pool`). The pool
 * emits one when an idle connection breaks, e.g. when PostgreSQL shuts down ("terminating
 * connection due to administrator command"); without a listener Node turns that event into
 * an uncaught exception. The pool has already dropped the broken connection by then and
 * opens new ones on demand, so the listener only logs one line. Requests that were running
 * fail on their own and are answered by their handler (503 while the database is away).
 * Does nothing for a database adapter without a pool; adds the listener once per pool.
 */
export function watchPoolErrors(
  payload: Pick<Payload, 'db'>,
  log: (line: string) => void = console.warn,
): void {
  const pool = pgPoolIfAny(payload)
  if (!pool || watched.has(pool)) return
  watched.add(pool)
  pool.on('error', (error) => {
    const code = (error as { code?: unknown }).code
    log(`[db] idle PostgreSQL connection lost${code ? ` (${String(code)})` : ''}: ${error.message}`)
  })
}
