import { randomUUID } from 'node:crypto'
import { copyFile, mkdir, readdir, rename, rm, rmdir } from 'node:fs/promises'
import path from 'node:path'

import {
  CopyObjectCommand,
  DeleteObjectCommand,
  HeadObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3'
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { runSql } from '@/lib/db/executor'
import {
  certificateStoragePrefix,
  objectStorageConfig,
  s3Client,
  type ObjectStorageConfig,
} from '@/lib/media/objectStorage'
import { storageFolder } from '@/lib/media/storedFile'

import { certificateFilesDir, legacyCertificateFilesDir } from './externalFiles'

/** What the move did: files moved, and the entries whose file was in neither place. */
export type CertificateMoveReport = { moved: number; missing: string[] }

const isCode = (error: unknown, code: string) => (error as { code?: unknown }).code === code

/**
 * Moves one file to `target`; false when it is gone already (another instance moved it).
 * Across file systems it copies under a temporary name first, so `target` is never a
 * half-written file.
 */
async function moveFile(source: string, target: string): Promise<boolean> {
  try {
    await rename(source, target)
    return true
  } catch (error) {
    if (isCode(error, 'ENOENT')) return false
    if (!isCode(error, 'EXDEV')) throw error
  }
  const partial = `${target}.${randomUUID()}.partial`
  try {
    await copyFile(source, partial)
  } catch (error) {
    await rm(partial, { force: true })
    if (isCode(error, 'ENOENT')) return false
    throw error
  }
  await rename(partial, target)
  await rm(source, { force: true })
  return true
}

/** Local disk: every file of `MEDIA_DIR/cme-certificates` into the private folder. */
async function moveLocalFiles(): Promise<CertificateMoveReport> {
  const from = legacyCertificateFilesDir()
  const entries = await readdir(from, { withFileTypes: true }).catch((error: unknown) => {
    if (isCode(error, 'ENOENT')) return []
    throw error
  })
  let moved = 0
  if (entries.length) {
    const to = certificateFilesDir()
    await mkdir(to, { recursive: true })
    for (const entry of entries)
      if (
        entry.isFile() &&
        (await moveFile(path.join(from, entry.name), path.join(to, entry.name)))
      )
        moved++
  }
  // The old folder goes once it is empty; anything else left in it stays for a person to see.
  await rmdir(from).catch(() => {})
  return { moved, missing: [] }
}

/** The object key of `filename` in `folder` ('' for the top of the bucket). */
const keyOf = (folder: string, filename: string) => (folder ? `${folder}/${filename}` : filename)

/** Copies object `from` to `to` (private); false when `from` does not exist. */
async function copyObject(client: S3Client, bucket: string, from: string, to: string) {
  try {
    await client.send(
      new CopyObjectCommand({
        Bucket: bucket,
        Key: to,
        CopySource: encodeURI(`${bucket}/${from}`),
        ACL: 'private',
      }),
    )
    return true
  } catch (error) {
    const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } }
    if (name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404)
      return false
    throw error
  }
}

async function objectExists(client: S3Client, bucket: string, key: string): Promise<boolean> {
  return client.send(new HeadObjectCommand({ Bucket: bucket, Key: key })).then(
    () => true,
    (error: { $metadata?: { httpStatusCode?: number } }) => {
      if (error.$metadata?.httpStatusCode === 404) return false
      throw error
    },
  )
}

/**
 * S3: every certificate whose recorded folder is not the current one (until now
 * `<S3_PREFIX>/cme-certificates`, below the media folder) is copied to
 * `certificateStoragePrefix`, its entry then points there, and the old object is deleted.
 * In that order, readers always find the file the entry names.
 */
async function moveObjects(
  payload: Payload,
  s3: ObjectStorageConfig,
): Promise<CertificateMoveReport> {
  const target = certificateStoragePrefix(s3)
  const { rows } = await runSql(
    payload,
    sql`select id, filename, prefix, _objectkey from cme_external_certificates
         where filename is not null and prefix is distinct from ${target}`,
  )
  const client = s3Client(s3)
  const report: CertificateMoveReport = { moved: 0, missing: [] }
  for (const row of rows) {
    const filename = path.basename(String(row.filename))
    const objectKey = (row._objectkey as string | null) ?? null
    const from = keyOf(
      storageFolder({ prefix: row.prefix as string | null, _objectKey: objectKey }),
      filename,
    )
    const to = keyOf(storageFolder({ prefix: target, _objectKey: objectKey }), filename)
    const copied = from !== to && (await copyObject(client, s3.bucket, from, to))
    if (!copied && !(await objectExists(client, s3.bucket, to))) {
      report.missing.push(from)
      continue
    }
    await runSql(
      payload,
      sql`update cme_external_certificates set prefix = ${target} where id = ${Number(row.id)}`,
    )
    if (copied) await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: from }))
    report.moved++
  }
  return report
}

/**
 * Moves the dentists' external certificate files out of the media folder, where
 * installations from before the private folder kept them and where the media
 * collection's file route could reach them: on local disk from `MEDIA_DIR/cme-certificates`
 * into `certificateFilesDir()`, on S3 from wherever an entry's recorded folder says into
 * `certificateStoragePrefix`. Runs at every start (`scripts/prepare-db.ts`, after the
 * migrations, before the server takes requests); once nothing is left to move it costs one
 * directory look-up or one query. Safe to run again, after an interruption and by several
 * instances at the same moment: a file another one moved first is skipped.
 * @throws the file system's or the storage's error (the start-up fails loudly rather than
 *   leaving certificates where the media route reaches them).
 */
export async function moveCertificateFilesOutOfMedia(
  payload: Payload,
): Promise<CertificateMoveReport> {
  const s3 = objectStorageConfig()
  return s3 ? moveObjects(payload, s3) : moveLocalFiles()
}
