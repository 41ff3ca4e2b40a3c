import { ensureDatabase, ensurePayloadSecret, loadDotEnv } from './database'
import { migrateAndSeed } from './migrateAndSeed'

export type Prepared = { stopDatabase: () => Promise<void> }

/**
 * Everything the app needs before Next starts: env, database (embedded when DATABASE_URL
 * is unset), committed migrations, optionally a postal code import, and, with `seed`,
 * demo content when the database is empty (dev, tests, benchmarks; never `npm start`).
 */
export async function prepare({
  seed,
  seedAudio = false,
  postalCodesFile,
}: {
  seed: boolean
  /** With `seed`: queue the demo articles' audio too (`npm run dev`, `npm run seed`). */
  seedAudio?: boolean
  postalCodesFile?: string
}): Promise<Prepared> {
  loadDotEnv()
  ensurePayloadSecret()
  const started = Date.now()
  const cluster = await ensureDatabase(() => {})
  console.log(
    cluster
      ? `[dentaljournal] embedded PostgreSQL ready (${Date.now() - started} ms)`
      : '[dentaljournal] using DATABASE_URL',
  )
  try {
    await migrateAndSeed({ seed, seedAudio, postalCodesFile })
  } catch (error) {
    await cluster?.stop()
    throw error
  }
  return { stopDatabase: async () => cluster?.stop() }
}
