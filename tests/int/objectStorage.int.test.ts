import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { objectStorageConfig, S3_VARIABLES } from '@/lib/media/objectStorage'
import { findStoredFile, storageFolder } from '@/lib/media/storedFile'

import { copyMediaToS3 } from '../../scripts/lib/mediaToS3'
import { startS3StandIn, type S3StandIn } from '../support/s3StandIn'
import { testPayload } from './helpers/payload'

/**
 * The S3 side of uploads against s3rver through the real AWS SDK: the copy tool an
 * installation runs when it moves from MEDIA_DIR to S3, and the reader the audio route
 * uses. The Payload instance of the int tests stores on local disk (no S3_BUCKET), which
 * is exactly the state the copy tool starts from.
 */
let payload: Payload
let s3: S3StandIn
const created: number[] = []

beforeAll(async () => {
  payload = await testPayload()
  s3 = await startS3StandIn('int-media')
})

afterEach(() => {
  for (const key of S3_VARIABLES) delete process.env[key]
})

afterAll(async () => {
  for (const id of created) await payload.delete({ collection: 'media', id, overrideAccess: true })
  await s3.stop()
})

async function uploadPng(name: string) {
  const data = await sharp({
    create: { width: 800, height: 450, channels: 3, background: '#1b4965' },
  })
    .png()
    .toBuffer()
  const media = await payload.create({
    collection: 'media',
    data: { alt: name },
    file: { data, mimetype: 'image/png', name, size: data.length },
    overrideAccess: true,
  })
  created.push(media.id)
  return { media, data }
}

describe('S3 settings', () => {
  it('are off without S3_BUCKET and refuse half-set credentials or a bad endpoint', () => {
    expect(objectStorageConfig({})).toBeNull()
    expect(() => objectStorageConfig({ S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'x' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    )
    expect(() => objectStorageConfig({ S3_BUCKET: 'b-1', S3_ENDPOINT: 'not a url' })).toThrow(
      /S3_ENDPOINT/,
    )
    expect(objectStorageConfig({ ...s3.env, S3_PREFIX: 'uploads/' })).toMatchObject({
      bucket: 'int-media',
      prefix: 'uploads',
      forcePathStyle: true,
      endpoint: s3.url,
    })
  })
})

describe('moving uploads from MEDIA_DIR to S3', () => {
  it('copies every file a media document names once, and the reader finds them in the bucket', async () => {
    const { media, data } = await uploadPng(`to-s3-${Date.now()}.png`)
    // New documents record the storage folder even on local disk (the plugin's field).
    expect(storageFolder(media)).toBe('media')

    const env = { ...process.env, ...s3.env }
    const first = await copyMediaToS3(env)
    expect(first.copied).toBeGreaterThanOrEqual(1 + Object.keys(media.sizes ?? {}).length)
    const again = await copyMediaToS3(env)
    expect(again.copied).toBe(0)
    expect(again.present).toBe(first.copied + first.present)

    Object.assign(process.env, s3.env)
    const stored = await findStoredFile({ filename: media.filename!, folder: 'media' })
    expect(stored?.size).toBe(data.length)
    const whole = Buffer.from(await new Response(await stored!.read()).arrayBuffer())
    expect(whole.equals(data)).toBe(true)
    const part = Buffer.from(
      await new Response(await stored!.read({ start: 100, end: 199 })).arrayBuffer(),
    )
    expect(part.equals(data.subarray(100, 200))).toBe(true)
    const small = media.sizes?.sm
    expect(small?.filename).toBeTruthy()
    expect(await findStoredFile({ filename: small!.filename!, folder: 'media' })).not.toBeNull()
  })

  it('answers null for a file that is not in the bucket, and fails loudly when S3 cannot be reached', async () => {
    Object.assign(process.env, s3.env)
    expect(await findStoredFile({ filename: 'nothing-here.mp3', folder: 'media' })).toBeNull()
    process.env.S3_ENDPOINT = 'http://127.0.0.1:9'
    await expect(
      findStoredFile({ filename: 'nothing-here.mp3', folder: 'media' }),
    ).rejects.toThrow()
  })

  it('reads from MEDIA_DIR when S3 is off, and answers null for a missing file', async () => {
    const { media, data } = await uploadPng(`local-${Date.now()}.png`)
    const stored = await findStoredFile({ filename: media.filename!, folder: storageFolder(media) })
    expect(stored?.size).toBe(data.length)
    expect(await findStoredFile({ filename: 'gone.png' })).toBeNull()
    // A name cannot leave the folder.
    expect(await findStoredFile({ filename: '../../etc/hostname' })).toBeNull()
  })
})
