import { rmSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as cmsGet } from '@/app/(payload)/api/cms/[...slug]/route'

import { mediaDir } from '@/lib/media/mediaDir'
import { createUser, testPayload } from '../helpers/payload'
import { tokenFor } from '../helpers/studioJobs'

/**
 * Findings: Payload answered staff with 500 for a media file missing on disk and for the
 * versions of the settings (a global that keeps none), where the truth is 404.
 */
let payload: Payload
let adminToken: string

beforeAll(async () => {
  payload = await testPayload()
  const admin = await createUser(payload, 'admin')
  adminToken = await tokenFor(payload, admin.email)
})

async function cmsAsAdmin(slug: string[]) {
  const request = new Request(`http://localhost/api/cms/${slug.join('/')}`, {
    headers: { authorization: `JWT ${adminToken}` },
  })
  const res = await cmsGet(request, { params: Promise.resolve({ slug }) } as never)
  return { status: res.status, text: await res.text() }
}

describe("Payload's API answers 404 for what does not exist", () => {
  it('a media file missing on disk: 404 JSON, and the present one still 200', async () => {
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: { r: 10, g: 20, b: 30 } },
    })
      .png()
      .toBuffer()
    const media = await payload.create({
      collection: 'media',
      data: { alt: 'Verschwindet' },
      file: { data: png, mimetype: 'image/png', name: 'verschwindet.png', size: png.length },
      overrideAccess: true,
    })
    try {
      expect((await cmsAsAdmin(['media', 'file', media.filename!])).status).toBe(200)
      rmSync(path.join(mediaDir(), media.filename!))
      const missing = await cmsAsAdmin(['media', 'file', media.filename!])
      expect(missing.status, missing.text).toBe(404)
      expect(JSON.parse(missing.text)).toEqual({
        code: 'file_not_found',
        message: 'Datei nicht gefunden',
      })
    } finally {
      await payload.delete({ collection: 'media', id: media.id, overrideAccess: true })
    }
  })

  it('the versions of a global without versions: 404 JSON, not 500', async () => {
    const answer = await cmsAsAdmin(['globals', 'settings', 'versions'])
    expect(answer.status, answer.text).toBe(404)
    expect(JSON.parse(answer.text)).toEqual({ code: 'not_found', message: 'Not Found' })
    // A collection that keeps versions still lists them.
    expect((await cmsAsAdmin(['articles', 'versions'])).status).toBe(200)
  })
})
