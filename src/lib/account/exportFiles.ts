import { createReadStream } from 'node:fs'
import { mkdir, readdir, rename, rm, stat, unlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { DeleteObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3'

import { objectStorageConfig, s3Client, type ObjectStorageConfig } from '@/lib/media/objectStorage'
import { privateFilesDir } from '@/lib/media/privateFilesDir'
import { findStoredFile, type StoredFile } from '@/lib/media/storedFile'

import { expiryOfExportFile, exportFileName } from './exportToken'

/**
 * Prepared data exports (the archives the export job builds for large accounts and mails a
 * link to) live with the other private files, one folder per account:
 * `account-exports/<userId>/<expiry>-<hash>.zip` in the private folder on disk
 * (PRIVATE_FILES_DIR, outside MEDIA_DIR) or under `<S3_PRIVATE_PREFIX>/account-exports/`
 * in the bucket. No route serves them but the export download, after the owner's session
 * and the token.
 */
const EXPORT_FOLDER = 'account-exports'

const localDir = () => path.join(privateFilesDir(), EXPORT_FOLDER)
const bucketFolder = (s3: ObjectStorageConfig) => `${s3.privatePrefix}/${EXPORT_FOLDER}`

/**
 * The folder on local disk where the job writes the archive of account `userId` while it
 * builds it: the account's final folder on disk (so `storeExport` only renames), the
 * system's temporary folder with S3 (the file is uploaded, then removed).
 */
export async function exportWorkDir(userId: number): Promise<string> {
  if (objectStorageConfig()) return tmpdir()
  const dir = path.join(localDir(), String(userId))
  await mkdir(dir, { recursive: true })
  return dir
}

/**
 * Stores the finished archive `file` (a path on local disk, see `exportWorkDir`) as the
 * export of account `userId` that `token` opens; the local file is moved or, with S3,
 * uploaded and removed.
 */
export async function storeExport(userId: number, token: string, file: string): Promise<void> {
  const name = exportFileName(token)
  const s3 = objectStorageConfig()
  if (!s3) {
    await rename(file, path.join(await exportWorkDir(userId), name))
    return
  }
  try {
    const { size } = await stat(file)
    await s3Client(s3).send(
      new PutObjectCommand({
        Bucket: s3.bucket,
        Key: `${bucketFolder(s3)}/${userId}/${name}`,
        Body: createReadStream(file),
        ContentLength: size,
        ContentType: 'application/zip',
        ACL: 'private',
      }),
    )
  } finally {
    await unlink(file).catch(() => undefined)
  }
}

/** The stored export of account `userId` that `token` opens, or null when there is none. */
export function findExport(userId: number, token: string): Promise<StoredFile | null> {
  const s3 = objectStorageConfig()
  return findStoredFile(
    { filename: exportFileName(token), folder: s3 ? `${bucketFolder(s3)}/${userId}` : null },
    path.join(localDir(), String(userId)),
  )
}

/** A stored export: its account, file name, when it was last written, and how to remove it. */
type StoredExport = {
  userId: number
  name: string
  modified: Date
  remove: () => Promise<unknown>
}

/** How long an archive the job left unfinished (no expiry in its name) is kept: a day. */
const UNFINISHED_MAX_MS = 24 * 60 * 60 * 1000

/** Every stored export (on disk or in the bucket), with a way to remove each. */
async function* storedExports(): AsyncGenerator<StoredExport> {
  const s3 = objectStorageConfig()
  if (!s3) {
    const root = localDir()
    const folders = await readdir(root, { withFileTypes: true }).catch(() => [])
    for (const folder of folders) {
      if (!folder.isDirectory() || !/^\d+$/.test(folder.name)) continue
      for (const name of await readdir(path.join(root, folder.name))) {
        const file = path.join(root, folder.name, name)
        const info = await stat(file).catch(() => null)
        if (!info) continue
        yield {
          userId: Number(folder.name),
          name,
          modified: info.mtime,
          remove: () => rm(file, { force: true }),
        }
      }
    }
    return
  }
  const client = s3Client(s3)
  let ContinuationToken: string | undefined
  do {
    const page = await client.send(
      new ListObjectsV2Command({
        Bucket: s3.bucket,
        Prefix: `${bucketFolder(s3)}/`,
        ContinuationToken,
      }),
    )
    for (const object of page.Contents ?? []) {
      const [userId, name] = (object.Key ?? '').slice(bucketFolder(s3).length + 1).split('/')
      if (!userId || !name || !/^\d+$/.test(userId)) continue
      const Key = object.Key!
      yield {
        userId: Number(userId),
        name,
        modified: object.LastModified ?? new Date(0),
        remove: () => client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key })),
      }
    }
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
  } while (ContinuationToken)
}

/**
 * Deletes stored exports: those whose link has expired at `expiredAt` (the daily retention
 * run), or every export of account `userId` (its deletion). A file whose name carries no
 * expiry (an archive left half-written by a job that died) goes a day after it was last
 * written. Returns how many were deleted.
 */
export async function deleteExports(
  which: { expiredAt: Date } | { userId: number },
): Promise<number> {
  let deleted = 0
  for await (const stored of storedExports()) {
    const expiry = expiryOfExportFile(stored.name)
    const due =
      'userId' in which
        ? stored.userId === which.userId
        : (expiry ?? new Date(stored.modified.getTime() + UNFINISHED_MAX_MS)).getTime() <=
          which.expiredAt.getTime()
    if (!due) continue
    await stored.remove()
    deleted += 1
  }
  return deleted
}
