import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@payload-types'

import {
  MEDIA_MAX_BYTES,
  MEDIA_TOO_LARGE_MESSAGE,
} from '../../../collections/Media/hooks/limitMediaSize'
import { asUser, createUser, testPayload } from '../payload'

let payload: Payload
let editor: User

beforeAll(async () => {
  payload = await testPayload()
  editor = await createUser(payload, 'editor')
})

describe('media uploads have a size limit', () => {
  it('refuses files above 20 MB with a German message and takes smaller ones', async () => {
    for (const mimetype of ['image/png', 'audio/mpeg']) {
      const data = Buffer.alloc(MEDIA_MAX_BYTES + 1)
      await expect(
        payload.create({
          collection: 'media',
          ...asUser(editor),
          data: { alt: 'Zu groß' },
          file: { data, mimetype, name: `zu-gross.${mimetype.split('/')[1]}`, size: data.length },
        }),
      ).rejects.toMatchObject({ status: 413, message: MEDIA_TOO_LARGE_MESSAGE })
    }
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 220, b: 240 } },
    })
      .png()
      .toBuffer()
    const small = await payload.create({
      collection: 'media',
      ...asUser(editor),
      data: { alt: 'Klein' },
      file: { data: png, mimetype: 'image/png', name: 'klein.png', size: png.length },
    })
    expect(small.filesize).toBe(png.length)
  })
})
