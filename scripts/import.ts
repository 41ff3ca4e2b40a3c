/**
 * `npm run import -- --from ghost|wordpress FILE [--images DIR|ZIP] [--category-map MAP.json]
 * [--patient-tag TAG] [--members MEMBERS.csv] [--dry-run]`: imports an existing journal (a Ghost export or a WordPress WXR file) into
 * the database at DATABASE_URL (or the embedded one), after applying migrations; with
 * `--dry-run` it only prints the report (counts, the category mapping with its default
 * choices, warnings per item) and writes nothing. `MAP.json` is
 * `{ "sourceSlug": "categorySlug" | "new" | "ignore" }`. Repeating an import updates what
 * changed and creates nothing twice (docs/operations.md, "Moving an existing journal").
 * `--patient-tag` names the source tag of posts for patients (they get patients' categories).
 * `--members` takes Ghost's members CSV: subscribed members become newsletter subscribers
 * with their recorded consent, never accounts.
 * Exits 2 on wrong arguments, 1 when the file cannot be read.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { prepare } from './lib/prepare'

const usage =
  'usage: npm run import -- --from ghost|wordpress FILE [--images DIR|ZIP] [--category-map MAP.json] [--patient-tag TAG] [--members MEMBERS.csv] [--dry-run]'

let args: ReturnType<typeof parseCommandLine>
function parseCommandLine() {
  return parseArgs({
    allowPositionals: true,
    options: {
      from: { type: 'string' },
      images: { type: 'string' },
      'category-map': { type: 'string' },
      members: { type: 'string' },
      'patient-tag': { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
    },
  })
}
try {
  args = parseCommandLine()
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`)
  process.exit(2)
}
const source = args.values.from
const file = args.positionals[0]
if ((source !== 'ghost' && source !== 'wordpress') || !file || !existsSync(file)) {
  console.error(usage)
  process.exit(2)
}
const categoryMapFile = args.values['category-map']
const categoryMap = categoryMapFile
  ? (JSON.parse(readFileSync(categoryMapFile, 'utf8')) as Record<string, string>)
  : undefined

const prepared = await prepare({ seed: false })
let unpacked: string | null = null
let exitCode = 0
try {
  const { getPayload } = await import('payload')
  const { default: config } = await import('../payload.config')
  const { runImportFile } = await import('../src/lib/import/execute')
  const { allowPrivateImageHosts } = await import('../src/lib/import/files')
  const payload = await getPayload({ config })
  let imagesDir = args.values.images ? path.resolve(args.values.images) : null
  if (imagesDir && statSync(imagesDir).isFile()) {
    const { unpackImagesZip } = await import('../src/lib/import/zipImages')
    unpacked = await mkdtemp(path.join(tmpdir(), 'dj-import-images-'))
    await unpackImagesZip(imagesDir, unpacked)
    imagesDir = unpacked
  }
  const dryRun = args.values['dry-run'] ?? false
  const report = await runImportFile(payload, {
    source,
    file: path.resolve(file),
    imagesDir,
    categoryMap,
    patientTag: args.values['patient-tag'] ?? null,
    dryRun,
    allowPrivateImages: allowPrivateImageHosts(),
    onProgress: async (done, total) => {
      if (done === total || done % 50 === 0) console.log(`[import] ${done}/${total}`)
    },
  })
  console.log(dryRun ? '[import] dry run: nothing written' : '[import] done')
  console.log(`[import] counts ${JSON.stringify(report.counts)}`)
  console.log('[import] category mapping (source → choice):')
  for (const row of report.categoryMapping)
    console.log(
      `  ${row.sourceSlug} (${row.name}, ${row.kind}, ${row.items} items) → ${row.choice}`,
    )
  console.log(`[import] ${report.warnings.length} warnings`)
  for (const w of report.warnings)
    console.log(`  [${w.code}] ${w.sourceId} „${w.title}“: ${w.message}`)
  if (args.values.members) {
    const { importMembers } = await import('../src/lib/import/members')
    const members = await importMembers(payload, readFileSync(args.values.members, 'utf8'), {
      dryRun,
    })
    console.log(`[import] members as newsletter subscribers ${JSON.stringify(members)}`)
  }
} catch (error) {
  console.error('[import]', error instanceof Error ? error.message : error)
  exitCode = 1
} finally {
  if (unpacked) await rm(unpacked, { recursive: true, force: true })
  await prepared.stopDatabase()
}
process.exit(exitCode)
