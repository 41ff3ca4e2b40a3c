import { S3Client } from '@aws-sdk/client-s3'
import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'
import { z } from 'zod'

import { CERTIFICATE_FOLDER, EXTERNAL_CERTIFICATES } from '@/lib/cme/externalFiles'

/**
 * Where uploads live when several app instances serve the journal: an S3 bucket (AWS or
 * any service speaking the S3 protocol). Configured only by environment variables, read
 * when the Payload config is built:
 *
 * - `S3_BUCKET` (switches S3 on; unset: files stay in MEDIA_DIR on local disk)
 * - `S3_REGION` (default `us-east-1`), `S3_ENDPOINT` (for services other than AWS)
 * - `S3_FORCE_PATH_STYLE=true` (`endpoint/bucket/key` instead of `bucket.endpoint/key`)
 * - `S3_ACCESS_KEY_ID` + `S3_SECRET_ACCESS_KEY` (unset: the AWS default credential chain,
 *   e.g. an instance role)
 * - `S3_PREFIX` (folder of the media collection inside the bucket, default `media`)
 * - `S3_PRIVATE_PREFIX` (folder of private files such as dentists' CME certificates,
 *   default `private`; neither folder may lie inside the other, since the media route
 *   serves any key below `S3_PREFIX` to whoever may read media)
 *
 * The bucket stays private: objects are written with the `private` ACL and readers get
 * every file through the app (`/api/cms/media/file/…` after the collection's read access,
 * `/api/articles/{id}/audio` after the premium gate), never through a bucket URL.
 */
export type ObjectStorageConfig = {
  bucket: string
  prefix: string
  privatePrefix: string
  region: string
  endpoint?: string
  forcePathStyle: boolean
  credentials?: { accessKeyId: string; secretAccessKey: string }
}

/** A folder inside the bucket: letters, digits, `/`, `_`, `-`; a trailing `/` is dropped. */
const folderSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9/_-]*$/i)
  .transform((folder) => folder.replace(/\/+$/, ''))

/** Whether one of two bucket folders is the other or lies inside it. */
const foldersOverlap = (a: string, b: string) =>
  a === b || a.startsWith(`${b}/`) || b.startsWith(`${a}/`)

const envSchema = z
  .object({
    S3_BUCKET: z.string().trim().min(3).max(63),
    S3_REGION: z.string().trim().min(1).default('us-east-1'),
    S3_ENDPOINT: z.url().optional(),
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_PREFIX: folderSchema.default('media'),
    S3_PRIVATE_PREFIX: folderSchema.default('private'),
  })
  .refine((env) => Boolean(env.S3_ACCESS_KEY_ID) === Boolean(env.S3_SECRET_ACCESS_KEY), {
    message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
  })
  .refine((env) => !foldersOverlap(env.S3_PREFIX, env.S3_PRIVATE_PREFIX), {
    message: 'S3_PRIVATE_PREFIX must lie outside S3_PREFIX (and S3_PREFIX outside it)',
    path: ['S3_PRIVATE_PREFIX'],
  })

/**
 * The S3 settings from `env`, or null when `S3_BUCKET` is unset (local disk).
 * @throws Error naming the variable when a set variable is invalid (the server must not
 *   start with media going somewhere unintended).
 */
export function objectStorageConfig(
  env: Record<string, string | undefined> = process.env,
): ObjectStorageConfig | null {
  if (!env.S3_BUCKET) return null
  // Read on every audio request: parse once per distinct set of values.
  const key = JSON.stringify(S3_VARIABLES.map((name) => env[name] ?? null))
  if (parsedConfig?.key !== key) parsedConfig = { key, config: parseObjectStorageEnv(env) }
  return parsedConfig.config
}

/** The environment variables that configure S3 (see the module comment). */
export const S3_VARIABLES = [
  'S3_BUCKET',
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_FORCE_PATH_STYLE',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_PREFIX',
  'S3_PRIVATE_PREFIX',
] as const

let parsedConfig: { key: string; config: ObjectStorageConfig } | undefined

function parseObjectStorageEnv(env: Record<string, string | undefined>): ObjectStorageConfig {
  const parsed = envSchema.safeParse({
    ...env,
    S3_ENDPOINT: env.S3_ENDPOINT || undefined,
    S3_REGION: env.S3_REGION || undefined,
    S3_PREFIX: env.S3_PREFIX || undefined,
    S3_PRIVATE_PREFIX: env.S3_PRIVATE_PREFIX || undefined,
    S3_FORCE_PATH_STYLE: env.S3_FORCE_PATH_STYLE || undefined,
  })
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new Error(`Invalid S3 setting ${issue?.path.join('.') || ''}: ${issue?.message}`)
  }
  const e = parsed.data
  return {
    bucket: e.S3_BUCKET,
    prefix: e.S3_PREFIX,
    privatePrefix: e.S3_PRIVATE_PREFIX,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
  }
}

/** The AWS SDK client settings for {@link ObjectStorageConfig}. */
function clientConfig(config: ObjectStorageConfig) {
  return {
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
  }
}

let client: { key: string; s3: S3Client } | undefined

/** One S3 client per process for {@link ObjectStorageConfig} (keep-alive connections). */
export function s3Client(config: ObjectStorageConfig): S3Client {
  const key = JSON.stringify(clientConfig(config))
  if (client?.key !== key) client = { key, s3: new S3Client(clientConfig(config)) }
  return client.s3
}

/**
 * The bucket folder of dentists' CME certificates: `<S3_PRIVATE_PREFIX>/cme-certificates`
 * (`private/cme-certificates` by default and whenever S3 is off, which is what the
 * schema's column default records), never below the media folder.
 */
export function certificateStoragePrefix(config: ObjectStorageConfig | null): string {
  return `${config?.privatePrefix ?? 'private'}/${CERTIFICATE_FOLDER}`
}

/**
 * Payload's S3 storage for the `media` collection and the CME certificates, on when
 * `S3_BUCKET` is set. The plugin's `prefix` field is always in the schema
 * (`alwaysInsertFields`), so local-disk and S3 installations share one database schema and
 * migrations.
 */
export function mediaStoragePlugin(env: Record<string, string | undefined> = process.env): Plugin {
  const config = objectStorageConfig(env)
  return s3Storage({
    enabled: Boolean(config),
    alwaysInsertFields: true,
    bucket: config?.bucket ?? 'unused',
    acl: 'private',
    collections: {
      media: { prefix: config?.prefix ?? 'media' },
      // Dentists' uploaded CME certificates: outside the media folder, served by the app
      // only after the owner-or-admin check.
      [EXTERNAL_CERTIFICATES]: { prefix: certificateStoragePrefix(config) },
    },
    config: config ? clientConfig(config) : {},
  })
}
