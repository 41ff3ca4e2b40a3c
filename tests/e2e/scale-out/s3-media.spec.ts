import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { expect, test, type PlaywrightWorkerArgs } from '@playwright/test'
import sharp from 'sharp'

import { DEMO_DOCTOR, DEMO_EDITOR } from '../helpers'

/**
 * Two `next start` instances with their own, empty MEDIA_DIR and one S3 bucket (the
 * s3rver stand-in; scripts/e2e.ts starts it and passes E2E_S3_URL / E2E_S3_BUCKET). An
 * upload through A is stored in the bucket and served by B; premium audio stays behind
 * the premium gate on both; the bucket's address never reaches a reader.
 */
const A = process.env.E2E_BASE_URL!
const B = process.env.E2E_SECOND_URL!
const S3_URL = process.env.E2E_S3_URL!
const BUCKET = process.env.E2E_S3_BUCKET!

/** The test's own client for the bucket (same credentials as the app's). */
const bucket = new S3Client({
  endpoint: S3_URL,
  region: 'us-east-1',
  forcePathStyle: true,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
})

async function inBucket(key: string): Promise<boolean> {
  return bucket
    .send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }))
    .then(() => true)
    .catch(() => false)
}

/**
 * The editor's `Authorization` header, from a sign-in in a context of its own: the test's
 * `request` stays a visitor without the session cookie that the sign-in sets.
 */
async function editorAuth(
  playwright: PlaywrightWorkerArgs['playwright'],
): Promise<Record<string, string>> {
  const context = await playwright.request.newContext()
  try {
    const res = await context.post(`${A}/api/cms/users/login`, { data: DEMO_EDITOR })
    expect(res.status()).toBe(200)
    return { Authorization: `JWT ${((await res.json()) as { token: string }).token}` }
  } finally {
    await context.dispose()
  }
}

type MediaDoc = {
  id: number
  filename: string
  url: string
  prefix?: string | null
  sizes?: Record<string, { url?: string | null; filename?: string | null }>
}

test.describe('uploads on S3 shared by two instances', () => {
  test('an image uploaded through A is stored in the bucket and served by B; deleted through B, it is gone', async ({
    playwright,
    request,
  }) => {
    const auth = await editorAuth(playwright)
    const png = await sharp({
      create: { width: 640, height: 360, channels: 3, background: '#2a7f6f' },
    })
      .png()
      .toBuffer()
    const created = await request.post(`${A}/api/cms/media`, {
      headers: auth,
      multipart: {
        file: { name: `s3-${Date.now()}.png`, mimeType: 'image/png', buffer: png },
        _payload: JSON.stringify({ alt: 'S3-Test' }),
      },
    })
    expect(created.status()).toBe(201)
    const { doc } = (await created.json()) as { doc: MediaDoc }
    // Readers get the file through the app, never a bucket address.
    expect(doc.url).toMatch(/^\/api\/cms\/media\/file\//)
    expect(JSON.stringify(doc)).not.toContain(S3_URL)
    expect(await inBucket(`media/${doc.filename}`)).toBe(true)

    const fromB = await request.get(B + doc.url)
    expect(fromB.status()).toBe(200)
    expect(fromB.headers()['content-type']).toBe('image/png')
    expect(Buffer.from(await fromB.body()).equals(png)).toBe(true)
    // A generated reader size too (WebP, made by sharp on A).
    const small = doc.sizes?.sm
    expect(small?.url).toBeTruthy()
    const sizeFromB = await request.get(B + small!.url!)
    expect(sizeFromB.status()).toBe(200)
    expect(sizeFromB.headers()['content-type']).toBe('image/webp')

    const removed = await request.delete(`${B}/api/cms/media/${doc.id}`, { headers: auth })
    expect(removed.status()).toBe(200)
    expect(await inBucket(`media/${doc.filename}`)).toBe(false)
    // Payload's file route refuses a file no document names (403), as it did on local disk.
    expect([403, 404]).toContain((await request.get(A + doc.url)).status())
  })

  test('images uploaded before the move to S3 (copied by media:to-s3) are served by both', async ({
    playwright,
    request,
  }) => {
    const list = await request.get(
      `${A}/api/cms/media?limit=1&depth=0&where[mimeType][like]=image`,
      { headers: await editorAuth(playwright) },
    )
    const [seeded] = ((await list.json()) as { docs: MediaDoc[] }).docs
    expect(seeded, 'the demo content has images').toBeTruthy()
    for (const base of [A, B]) expect((await request.get(base + seeded!.url)).status()).toBe(200)
  })

  test('premium audio made on A is in the bucket, refused to a visitor through A and B, and played to a member through B', async ({
    playwright,
    request,
  }) => {
    test.setTimeout(120_000)
    const auth = await editorAuth(playwright)
    // An article of the premium category "Studien aktuell", published.
    const created = await request.post(`${A}/api/admin/articles`, {
      headers: auth,
      data: {
        title: `S3-Hörfassung ${Date.now()}`,
        bodyMd: 'Nur für Mitglieder: eine kurze Hörfassung.',
        category: 'studies',
        author: 'Dr. Audio',
        status: 'published',
      },
    })
    expect(created.status()).toBe(201)
    const { id } = (await created.json()) as { id: number }
    const queued = await request.post(`${A}/api/admin/articles/${id}/audio`, {
      headers: auth,
      data: { locale: 'de' },
    })
    expect(queued.ok()).toBe(true)
    type Job = { status: string; audio?: number | { id: number } | null }
    let job: Job | undefined
    await expect
      .poll(
        async () => {
          const res = await request.get(`${A}/api/admin/audio-jobs?articleId=${id}`, {
            headers: auth,
          })
          job = ((await res.json()) as Job[])[0]
          return job?.status
        },
        { timeout: 90_000 },
      )
      .toBe('done')

    const audioUrl = `/api/articles/${id}/audio?locale=de-DE`
    for (const base of [A, B]) expect((await request.get(base + audioUrl)).status()).toBe(401)
    // The upload itself is staff-only through Payload's file route, on both instances.
    const media = await request.get(
      `${A}/api/cms/media?depth=0&where[mimeType][equals]=audio/mpeg&sort=-createdAt&limit=1`,
      { headers: auth },
    )
    const [mp3] = ((await media.json()) as { docs: MediaDoc[] }).docs
    expect(mp3?.filename).toContain(`article-${id}-de-`)
    expect(await inBucket(`media/${mp3!.filename}`)).toBe(true)
    for (const base of [A, B]) expect((await request.get(base + mp3!.url)).status()).toBe(403)

    const member = await playwright.request.newContext()
    try {
      expect((await member.post(`${A}/api/auth/sign-in`, { data: DEMO_DOCTOR })).status()).toBe(200)
      const whole = await member.get(B + audioUrl)
      expect(whole.status()).toBe(200)
      expect(whole.headers()['content-type']).toBe('audio/mpeg')
      const bytes = Buffer.from(await whole.body())
      const object = await bucket.send(
        new HeadObjectCommand({ Bucket: BUCKET, Key: `media/${mp3!.filename}` }),
      )
      expect(bytes.length).toBe(object.ContentLength)
      const part = await member.get(B + audioUrl, { headers: { range: 'bytes=10-109' } })
      expect(part.status()).toBe(206)
      expect(part.headers()['content-range']).toBe(`bytes 10-109/${bytes.length}`)
      expect(Buffer.from(await part.body()).equals(bytes.subarray(10, 110))).toBe(true)
    } finally {
      await member.dispose()
    }
  })
})
