/**
 * Applies the committed migrations to DATABASE_URL; moves CME certificate files that an
 * older installation kept inside the media folder into the private folder; with
 * `--postal-codes=<file>` imports postal codes from a GeoNames-format CSV; with `--seed`
 * writes the demo content into an empty database (`--seed-audio`: with the demo articles'
 * audio queued). Run as its own process by `migrateAndSeed` (see
 * scripts/lib/migrateAndSeed.ts); exits 0 when done, 1 with the error otherwise.
 */
import { getPayload } from 'payload'

import config from '../payload.config'
import { applyMigrations, closePayload } from './lib/migrate'

const log = (msg: string) => console.log(`[dentaljournal] ${msg}`)
try {
  const payload = await getPayload({ config })
  log('connected')
  await applyMigrations(payload)
  log('migrations applied')
  const { moveCertificateFilesOutOfMedia } = await import('../src/lib/cme/moveCertificateFiles')
  const move = await moveCertificateFilesOutOfMedia(payload)
  if (move.moved) log(`CME certificate files: ${move.moved} moved out of the media folder`)
  if (move.missing.length)
    console.warn(
      `[dentaljournal] CME certificate files missing from storage: ${move.missing.join(', ')}`,
    )
  const { syncUiStrings } = await import('../src/i18n/syncUiStrings')
  const t0 = Date.now()
  const synced = await syncUiStrings(payload)
  log(`UI strings: ${synced.created} new, ${synced.updated} changed (${Date.now() - t0} ms)`)
  const postalCodesFile = process.argv
    .find((a) => a.startsWith('--postal-codes='))
    ?.slice('--postal-codes='.length)
  if (postalCodesFile) {
    const { readFileSync } = await import('node:fs')
    const { importPostalCodes } = await import('../src/lib/geo/postalCodes')
    const report = await importPostalCodes(payload, readFileSync(postalCodesFile, 'utf8'))
    log(
      `postal codes from ${postalCodesFile}: ${report.rows} rows, ${report.inserted} new, ${report.updated} changed, ${report.unchanged} unchanged, ${report.skipped} skipped`,
    )
  }
  if (process.argv.includes('--seed')) {
    const { isEmpty, seedDemoContent } = await import('./seed/seed')
    if (await isEmpty(payload)) {
      const t = Date.now()
      await seedDemoContent(payload, log, { audio: process.argv.includes('--seed-audio') })
      log(`demo content seeded (${Date.now() - t} ms)`)
    }
  }
  const { fillCategoryNames } = await import('../src/lib/categories/names')
  log(`category names: ${await fillCategoryNames(payload)} added from the UI catalogues`)
  await closePayload(payload)
  process.exit(0)
} catch (error) {
  console.error('[dentaljournal] preparing the database failed:', error)
  process.exit(1)
}
