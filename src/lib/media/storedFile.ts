import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'

import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3'
import { sanitizePrefix } from '@payloadcms/plugin-cloud-storage/utilities'

import { mediaDir } from './mediaDir'
import { objectStorageConfig, s3Client } from './objectStorage'

/** Inclusive byte positions of a range request (`bytes=start-end`). */
export type ByteRange = { start: number; end: number }

/** An uploaded file found in storage: its size in bytes and a reader for all of it or a range. */
export type StoredFile = {
  size: number
  read: (range?: ByteRange) => Promise<ReadableStream>
}

/** Where an upload's file lives: its name and the storage folder Payload recorded for it. */
export type StoredFileRef = { filename: string; folder?: string | null }

/**
 * The storage folder of an upload document as the S3 plugin writes it: its `prefix` and
 * `_objectKey` fields joined with `/` (either may be empty; '' for files at the top).
 */
export function storageFolder(doc: { prefix?: string | null; _objectKey?: string | null }): string {
  return [doc.prefix, doc._objectKey]
    .map((part) => sanitizePrefix(part ?? ''))
    .filter(Boolean)
    .join('/')
}

/**
 * Finds an uploaded file where this installation keeps uploads: in the private S3 bucket
 * when `S3_BUCKET` is set (key `<folder>/<filename>`), else in MEDIA_DIR (files side by
 * side, or in `localDir` for collections with their own folder; the folder is not used on
 * disk). Returns null when the file is not there (deleted
 * by hand, a backup restored without its files). Callers check access before calling:
 * this reads any upload.
 * @throws the storage's error for anything but "not found" (S3 unreachable, disk error).
 */
export async function findStoredFile(
  ref: StoredFileRef,
  localDir: string = mediaDir(),
): Promise<StoredFile | null> {
  const filename = path.basename(ref.filename)
  const s3 = objectStorageConfig()
  if (!s3) {
    const file = path.join(localDir, filename)
    const info = await stat(file).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null
      throw error
    })
    if (!info?.isFile()) return null
    return {
      size: info.size,
      read: async (range) => Readable.toWeb(createReadStream(file, range)) as ReadableStream,
    }
  }
  const client = s3Client(s3)
  const Key = ref.folder ? `${ref.folder}/${filename}` : filename
  const head = await client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key })).catch(
    (error: { name?: string; $metadata?: { httpStatusCode?: number } }) => {
      if (error.name === 'NotFound' || error.$metadata?.httpStatusCode === 404) return null
      throw error
    },
  )
  if (!head || head.ContentLength === undefined) return null
  return {
    size: head.ContentLength,
    read: async (range) => {
      const { Body } = await client.send(
        new GetObjectCommand({
          Bucket: s3.bucket,
          Key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      )
      if (!Body) throw new Error(`S3 object ${Key} has no body`)
      return Body.transformToWebStream()
    },
  }
}
