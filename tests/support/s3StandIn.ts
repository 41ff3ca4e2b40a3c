import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import S3rver from 's3rver'

/** A running S3 stand-in: the environment that points the app at it, and `stop()`. */
export type S3StandIn = {
  /** Endpoint URL, e.g. `http://127.0.0.1:40123`. */
  url: string
  bucket: string
  /** `S3_*` variables for the app (see src/lib/media/objectStorage.ts). */
  env: Record<string, string>
  /** Stops the server and deletes the objects. */
  stop: () => Promise<void>
}

/**
 * Starts `s3rver` (a maintained server speaking the S3 HTTP protocol, objects in a temp
 * folder) on a free port of 127.0.0.1 with one empty bucket. The app talks to it through
 * the real `@aws-sdk/client-s3`, as it would to AWS. s3rver checks request signatures
 * (key `S3RVER`/`S3RVER`) but, unlike AWS, has no bucket policies: an unsigned request
 * is answered, so tests cannot use it to prove a bucket private.
 */
export async function startS3StandIn(bucket = 'dentaljournal-media'): Promise<S3StandIn> {
  const directory = mkdtempSync(path.join(tmpdir(), 'dentaljournal-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  })
  const address = (await server.run()) as AddressInfo
  const url = `http://127.0.0.1:${address.port}`
  return {
    url,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: url,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    stop: async () => {
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
