import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3'
import pg from 'pg'

import { objectStorageConfig, s3Client } from '../../src/lib/media/objectStorage'
import { storageFolder } from '../../src/lib/media/storedFile'

/** What {@link copyMediaToS3} did, in files. */
export type CopyReport = { copied: number; present: number; missing: string[] }

type FileRow = {
  filename: string
  mime: string | null
  prefix: string | null
  objectKey: string | null
}

/**
 * The files every `media` document names (the original and each generated size), with
 * the storage folder the S3 plugin reads them from. Reads the table directly, so the
 * tool needs no Payload start-up; size columns are found by name (`sizes_<name>_filename`).
 */
async function mediaFiles(client: pg.Client): Promise<FileRow[]> {
  const { rows: columns } = await client.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns
      WHERE table_name = 'media' AND column_name LIKE 'sizes\\_%\\_filename'`,
  )
  const sizes = columns.map((c) => c.column_name.slice('sizes_'.length, -'_filename'.length))
  const select = [
    `SELECT filename, mime_type AS mime, prefix, _objectkey AS "objectKey" FROM media`,
    ...sizes.map(
      (s) =>
        `SELECT sizes_${s}_filename, sizes_${s}_mime_type, prefix, _objectkey FROM media WHERE sizes_${s}_filename IS NOT NULL`,
    ),
  ].join(' UNION ALL ')
  const { rows } = await client.query<FileRow>(select)
  return rows.filter((r) => r.filename)
}

/**
 * Copies the uploads of a local-disk installation (MEDIA_DIR) into the S3 bucket that
 * `S3_*` configures, at the keys the S3 plugin reads (`<prefix>/<filename>`): run once
 * when an installation moves to S3 (`npm run media:to-s3`). Objects already in the bucket
 * are left alone, so it can run again after an interruption. Files a document names but
 * MEDIA_DIR lacks are reported, not fatal.
 * @throws when S3_BUCKET or DATABASE_URL is unset, or S3 refuses a write.
 */
export async function copyMediaToS3(
  env: Record<string, string | undefined> = process.env,
): Promise<CopyReport> {
  const s3 = objectStorageConfig(env)
  if (!s3) throw new Error('S3_BUCKET is not set')
  if (!env.DATABASE_URL) throw new Error('DATABASE_URL is not set')
  const dir = path.resolve(env.MEDIA_DIR ?? '.data/media')
  const client = new pg.Client({ connectionString: env.DATABASE_URL })
  await client.connect()
  const report: CopyReport = { copied: 0, present: 0, missing: [] }
  try {
    const bucket = s3Client(s3)
    for (const row of await mediaFiles(client)) {
      const filename = path.basename(row.filename)
      const folder = storageFolder({ prefix: row.prefix, _objectKey: row.objectKey })
      const Key = folder ? `${folder}/${filename}` : filename
      const exists = await bucket
        .send(new HeadObjectCommand({ Bucket: s3.bucket, Key }))
        .then(() => true)
        .catch((error: { $metadata?: { httpStatusCode?: number } }) => {
          if (error.$metadata?.httpStatusCode === 404) return false
          throw error
        })
      if (exists) {
        report.present++
        continue
      }
      const body = await readFile(path.join(dir, filename)).catch(() => null)
      if (!body) {
        report.missing.push(filename)
        continue
      }
      await bucket.send(
        new PutObjectCommand({
          Bucket: s3.bucket,
          Key,
          Body: body,
          ContentType: row.mime ?? undefined,
          ACL: 'private',
        }),
      )
      report.copied++
    }
  } finally {
    await client.end()
  }
  return report
}
