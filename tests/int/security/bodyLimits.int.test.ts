import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as cmsPost } from '@/app/(payload)/api/cms/[...slug]/route'
import { POST as subscribe } from '@/app/api/newsletter/subscribe/route'
import { POST as unsubscribe } from '@/app/api/newsletter/unsubscribe/route'
import { PROXY_MAX_BODY_BYTES } from '@/lib/http/boundedBody'

import { freshIp } from '../helpers/http'
import { createUser, testPayload } from '../helpers/payload'
import { tokenFor } from '../helpers/studioJobs'

/**
 * Finding: request bodies were read whole before their limit was checked (the product
 * API's 16 KB, the one-click unsubscribe, and Payload's 50 MB check before it asked who
 * was calling), so one anonymous 30 MB POST raised the server's memory by 150 MB. Bodies
 * are now refused from `Content-Length` before a byte is read, and read with a hard cap
 * otherwise. The bodies here are streams that count what the server pulled from them.
 */
let payload: Payload
let staffToken: string

beforeAll(async () => {
  payload = await testPayload()
  const editor = await createUser(payload, 'editor')
  staffToken = await tokenFor(payload, editor.email)
})

/** A body of `size` bytes produced on demand; `pulled()` tells how many the reader took. */
function countingBody(size: number) {
  let produced = 0
  const chunk = new Uint8Array(64 * 1024).fill(0x20)
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (produced >= size) return controller.close()
      const part = chunk.subarray(0, Math.min(chunk.length, size - produced))
      produced += part.length
      controller.enqueue(part)
    },
  })
  return { stream, pulled: () => produced }
}

function largeRequest(
  url: string,
  size: number,
  headers: Record<string, string>,
  declare: boolean,
) {
  const body = countingBody(size)
  const request = new Request(url, {
    method: 'POST',
    body: body.stream,
    duplex: 'half',
    headers: {
      'x-forwarded-for': freshIp(),
      ...headers,
      ...(declare ? { 'content-length': String(size) } : {}),
    },
  } as RequestInit)
  return { request, pulled: body.pulled }
}

const THIRTY_MB = 30 * 1024 * 1024
const cmsContext = (slug: string[]) => ({ params: Promise.resolve({ slug }) }) as never

describe('bodies are limited before they are read', () => {
  it('the product API refuses a declared 30 MB body with 413 without reading it', async () => {
    const { request, pulled } = largeRequest(
      'http://localhost/api/newsletter/subscribe',
      THIRTY_MB,
      { 'content-type': 'application/json' },
      true,
    )
    const res = await subscribe(request, { params: Promise.resolve({}) })
    expect(res.status).toBe(413)
    expect(pulled()).toBeLessThanOrEqual(64 * 1024)
  })

  it('and stops reading an undeclared (chunked) body at its 16 KB limit', async () => {
    const { request, pulled } = largeRequest(
      'http://localhost/api/newsletter/subscribe',
      THIRTY_MB,
      { 'content-type': 'application/json' },
      false,
    )
    const res = await subscribe(request, { params: Promise.resolve({}) })
    expect(res.status).toBe(413)
    expect(pulled()).toBeLessThan(256 * 1024)
  })

  it('the one-click unsubscribe reads at most its limit', async () => {
    const { request, pulled } = largeRequest(
      'http://localhost/api/newsletter/unsubscribe?token=1.' + 'a'.repeat(43),
      THIRTY_MB,
      { 'content-type': 'application/x-www-form-urlencoded' },
      false,
    )
    expect((await unsubscribe(request, undefined as never)).status).toBe(400)
    expect(pulled()).toBeLessThan(256 * 1024)
  })

  it("Payload's API refuses a large anonymous body before reading it or asking Payload", async () => {
    for (const declare of [true, false]) {
      const { request, pulled } = largeRequest(
        'http://localhost/api/cms/media',
        THIRTY_MB,
        { 'content-type': 'multipart/form-data; boundary=x' },
        declare,
      )
      const res = await cmsPost(request, cmsContext(['media']))
      expect(res.status).toBe(413)
      expect(await res.json()).toEqual({
        code: 'body_too_large',
        message: 'Request body too large',
      })
      expect(pulled()).toBeLessThanOrEqual(declare ? 64 * 1024 : PROXY_MAX_BODY_BYTES + 256 * 1024)
    }
  })

  it('but takes an upload larger than the anonymous limit from signed-in staff', async () => {
    const noise = Buffer.alloc(800 * 800 * 3)
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24
    const png = await sharp(noise, { raw: { width: 800, height: 800, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer()
    expect(png.length).toBeGreaterThan(PROXY_MAX_BODY_BYTES)
    const form = new FormData()
    form.set('file', new Blob([png as BlobPart], { type: 'image/png' }), 'gross.png')
    form.set('_payload', JSON.stringify({ alt: 'Großes Bild' }))
    const encoded = new Response(form)
    const body = new Uint8Array(await encoded.arrayBuffer())
    const request = new Request('http://localhost/api/cms/media', {
      method: 'POST',
      body,
      headers: {
        authorization: `JWT ${staffToken}`,
        'content-type': encoded.headers.get('content-type')!,
        'content-length': String(body.byteLength),
      },
    })
    const res = await cmsPost(request, cmsContext(['media']))
    expect(res.status, await res.clone().text()).toBe(201)
    const { doc } = await res.json()
    await payload.delete({ collection: 'media', id: doc.id, overrideAccess: true })
  })
})
