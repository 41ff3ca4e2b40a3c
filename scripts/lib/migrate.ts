import type { Migration, Payload } from 'payload'

import { pgPoolIfAny } from '../../src/lib/db/adapter'
import { asServer } from '../../src/lib/payload/readAs'

/**
 * Applies the committed migrations and fails loudly when any is still missing afterwards
 * (a start-up that could not apply them must not go on).
 */
export async function applyMigrations(payload: Payload): Promise<void> {
  // Imported only now, after the Payload config: importing the migrations (and with them
  // @payloadcms/db-postgres) before the config sometimes deadlocked tsx's ESM loader.
  const { migrations } = await import('../../migrations')
  // Generated migrations type their argument; Payload's `Migration` takes `unknown`.
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
  const { docs } = await payload.find({
    collection: 'payload-migrations',
    limit: 1000,
    pagination: false,
    depth: 0,
    ...asServer('Start-up: the server checks its own migrations.'),
  })
  const applied = new Set(docs.map((d) => d.name))
  const missing = migrations.filter((m) => !applied.has(m.name)).map((m) => m.name)
  if (missing.length) throw new Error(`Migrations not applied: ${missing.join(', ')}`)
}

/**
 * Releases Payload's database pool. `payload.destroy()` leaves the pool open, and the
 * Postgres adapter keeps one client checked out for good, so `pool.end()` never settles:
 * end it without waiting and ignore the "terminating connection" error that client gets
 * when PostgreSQL stops.
 */
export async function closePayload(payload: Payload): Promise<void> {
  const pool = pgPoolIfAny(payload)
  await payload.destroy()
  pool?.on('error', () => {})
  void pool?.end().catch(() => {})
}
