/**
 * `npm run media:to-s3`: copies the uploads of MEDIA_DIR into the S3 bucket configured by
 * the `S3_*` variables (docs/operations.md, "Media on S3"), for an installation that moves
 * from local disk to S3. Needs DATABASE_URL (the database whose `media` documents name
 * the files). Safe to run again: objects already in the bucket are skipped. Exits 1 when
 * a setting is missing or S3 refuses a write; files missing on disk are listed (exit 0).
 */
import { copyMediaToS3 } from './lib/mediaToS3'

try {
  const report = await copyMediaToS3()
  console.log(
    `[media:to-s3] copied ${report.copied}, already in the bucket ${report.present}, missing on disk ${report.missing.length}`,
  )
  for (const name of report.missing) console.log(`  missing: ${name}`)
} catch (error) {
  console.error('[media:to-s3]', error instanceof Error ? error.message : error)
  process.exit(1)
}
