import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { imageSrcSet } from '@/lib/media/imageSizes'

import { testPayload } from './helpers/payload'

type RouteHandler = (request: Request, context: never) => Promise<Response>

let payload: Payload
let cms: { GET: RouteHandler }
const created: number[] = []

beforeAll(async () => {
  payload = await testPayload()
  cms = (await import('@/app/(payload)/api/cms/[...slug]/route')) as never
})

afterAll(async () => {
  for (const id of created) await payload.delete({ collection: 'media', id, overrideAccess: true })
})

/** A PNG of `width` x `height` pixels with some structure (a gradient and a circle). */
async function png(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#1b4965"/><stop offset="1" stop-color="#5fa8d3"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#fff"/></svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

async function upload(name: string, data: Buffer) {
  const media = await payload.create({
    collection: 'media',
    data: { alt: name },
    file: { data, mimetype: 'image/png', name, size: data.length },
    overrideAccess: true,
  })
  created.push(media.id)
  return media
}

/** GET of a media file through Payload's REST route, as a browser asks for it. */
function getFile(filename: string): Promise<Response> {
  const slug = ['media', 'file', filename]
  return cms.GET(new Request(`http://localhost/api/cms/${slug.join('/')}`), {
    params: Promise.resolve({ slug }),
  } as never)
}

describe('uploaded images: WebP sizes for readers, JPEG for social previews', () => {
  it('makes the four 16:9 reader sizes as WebP and the share image as JPEG', async () => {
    const original = await png(1600, 900)
    const media = await upload('cover.png', original)
    // The original stays as uploaded (the master the sizes are made from).
    expect([media.mimeType, media.width, media.height]).toEqual(['image/png', 1600, 900])
    const sizes = media.sizes!
    for (const [name, width, height] of [
      ['sm', 480, 270],
      ['card', 768, 432],
      ['lg', 1200, 675],
      ['hero', 1600, 900],
    ] as const) {
      expect(sizes[name], name).toMatchObject({ mimeType: 'image/webp', width, height })
      expect(sizes[name]!.filename, name).toMatch(/\.webp$/)
    }
    expect(sizes.og).toMatchObject({ mimeType: 'image/jpeg', width: 1200, height: 630 })
    // WebP of the same pixels is smaller than the PNG.
    expect(sizes.hero!.filesize!).toBeLessThan(original.length)

    expect(imageSrcSet(sizes)).toBe(
      [
        `${sizes.sm!.url} 480w`,
        `${sizes.card!.url} 768w`,
        `${sizes.lg!.url} 1200w`,
        `${sizes.hero!.url} 1600w`,
      ].join(', '),
    )
  })

  it('serves the sizes as WebP with a browser cache lifetime', async () => {
    const media = await upload('served.png', await png(1600, 900))
    const response = await getFile(media.sizes!.sm!.filename!)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+/)
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF')
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP')
    expect((await sharp(bytes).metadata()).width).toBe(480)
  })

  it('offers no srcset for an image smaller than every size: readers get the original', async () => {
    const media = await upload('tiny.png', await png(64, 36))
    expect(imageSrcSet(media.sizes)).toBeNull()
    expect(media.url).toMatch(/tiny\.png$/)
  })
})
