import { getPayload } from 'payload'

import { ensureDatabase, ensurePayloadSecret, loadDotEnv } from './database'
import { applyMigrations, closePayload } from './migrate'

export type Prepared = { stopDatabase: () => Promise<void> }

/**
 * Everything the app needs before Next starts: env, database (embedded when DATABASE_URL
 * is unset), committed migrations, and, with `seed`, demo content when the database is
 * empty (dev, tests, benchmarks; never `npm start`).
 */
export async function prepare({ seed }: { seed: boolean }): Promise<Prepared> {
  loadDotEnv()
  ensurePayloadSecret()
  const started = Date.now()
  const cluster = await ensureDatabase(() => {})
  const log = (msg: string) => console.log(`[dentaljournal] ${msg}`)
  log(cluster ? `embedded PostgreSQL ready (${Date.now() - started} ms)` : 'using DATABASE_URL')

  const { default: config } = await import('../../payload.config')
  log('configuration loaded')
  const payload = await getPayload({ config })
  log('connected')
  await applyMigrations(payload)
  log('migrations applied')
  if (seed) {
    const { isEmpty, seedDemoContent } = await import('../seed/seed')
    if (await isEmpty(payload)) {
      const t = Date.now()
      await seedDemoContent(payload, log)
      log(`demo content seeded (${Date.now() - t} ms)`)
    }
  }
  await closePayload(payload)
  return { stopDatabase: async () => cluster?.stop() }
}
