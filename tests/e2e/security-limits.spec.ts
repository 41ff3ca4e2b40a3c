import { randomBytes } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import path from 'node:path'

import { expect, test, type APIRequestContext } from '@playwright/test'
import { PDFDocument } from 'pdf-lib'
import sharp from 'sharp'

import { DEMO_ADMIN, DEMO_DOCTOR } from './helpers'

/**
 * Security review findings that only a running `next start` shows: how much of a request
 * body the server holds before refusing it, what the page cache keeps of unknown article
 * ids, and which headers reach files, feeds and uploads. Served by scripts/e2e.ts, which
 * passes the server's process id (E2E_SERVER_PID).
 */
const BASE = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000'
const MB = 1024 * 1024

/** Resident memory (bytes) of every process in the server's process group. */
function serverRss(): number {
  const group = Number(process.env.E2E_SERVER_PID)
  let total = 0
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      // Fields after the command name (which may contain spaces): state, ppid, pgrp, ...
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const pgrp = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2])
      if (pgrp !== group) continue
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${entry}/status`, 'utf8'))
      total += Number(rss?.[1] ?? 0) * 1024
    } catch {
      // the process ended while we looked
    }
  }
  return total
}

/**
 * POSTs `bytes` zero bytes to `path` (declared in Content-Length, or chunked when
 * `chunked`) without waiting for the server to read them, and resolves with the status it
 * answers (or 0 when it closed the connection first, which is a refusal as well).
 */
function postLarge(
  pathname: string,
  bytes: number,
  headers: Record<string, string>,
  chunked = false,
): Promise<number> {
  return new Promise((resolve) => {
    const req = httpRequest(
      new URL(pathname, BASE),
      {
        method: 'POST',
        headers: chunked ? headers : { ...headers, 'content-length': String(bytes) },
      },
      (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
      },
    )
    req.on('error', () => resolve(0))
    const chunk = Buffer.alloc(64 * 1024, 0x20)
    let sent = 0
    const write = () => {
      while (sent < bytes) {
        const part = chunk.subarray(0, Math.min(chunk.length, bytes - sent))
        sent += part.length
        if (!req.write(part)) return void req.once('drain', write)
      }
      req.end()
    }
    write()
  })
}

async function staffToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/cms/users/login', { data: DEMO_ADMIN })
  expect(res.status()).toBe(200)
  return (await res.json()).token as string
}

test.describe('request bodies are limited before they are read (security review, finding 2)', () => {
  test('30 MB anonymous POSTs are refused without the server holding them', async () => {
    const round = () =>
      Promise.all([
        postLarge('/api/newsletter/subscribe', 30 * MB, { 'content-type': 'application/json' }),
        postLarge(
          '/api/newsletter/subscribe',
          30 * MB,
          { 'content-type': 'application/json' },
          true,
        ),
        postLarge('/api/cms/media', 30 * MB, { 'content-type': 'multipart/form-data; boundary=x' }),
        postLarge('/api/cms/users/login', 30 * MB, { 'content-type': 'application/json' }),
      ])
    // A first round loads the code of every path involved; what it allocates once stays.
    await round()
    const before = serverRss()
    const statuses = [...(await round()), ...(await round())]
    const grown = serverRss() - before
    console.log(
      `[limits] server RSS ${(before / MB).toFixed(0)} MB before 8 x 30 MB, +${(grown / MB).toFixed(1)} MB after`,
    )
    for (const status of statuses) expect([0, 413]).toContain(status)
    // 240 MB of bodies, four at a time: the server may hold a few MB, never the bodies.
    expect(grown).toBeLessThan(16 * MB)
  })

  test('a signed-in editor still uploads an image larger than the anonymous limit', async ({
    request,
  }) => {
    const token = await staffToken(request)
    const noise = Buffer.alloc(900 * 900 * 3)
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24
    const png = await sharp(noise, { raw: { width: 900, height: 900, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer()
    expect(png.length).toBeGreaterThan(1_000_000)
    const res = await request.post('/api/cms/media', {
      headers: { authorization: `JWT ${token}` },
      multipart: {
        file: { name: 'grosses-bild.png', mimeType: 'image/png', buffer: png },
        _payload: JSON.stringify({ alt: 'Großes Testbild' }),
      },
    })
    expect(res.status()).toBe(201)
    const { doc } = await res.json()
    await request.delete(`/api/cms/media/${doc.id}`, { headers: { authorization: `JWT ${token}` } })
  })
})

test.describe('unknown article ids add nothing to the page cache (finding 3)', () => {
  test('a junk id answers the article 404 twice, never from the cache, and leaves no file', async ({
    request,
  }) => {
    const junk = `9${Date.now()}`.slice(0, 9)
    const notFound = { de: 'Artikel nicht gefunden', en: 'Article Not Found' }
    for (const [url, lang] of [
      [`/article/${junk}`, 'de'],
      [`/en/article/${junk}`, 'en'],
      ['/article/0007', 'de'],
      ['/article/abc', 'de'],
    ] as const) {
      for (let i = 0; i < 2; i++) {
        const res = await request.get(url)
        expect(res.status(), url).toBe(404)
        expect(res.headers()['x-nextjs-cache'], url).not.toBe('HIT')
        expect(await res.text(), url).toContain(notFound[lang])
      }
    }
    const distDir = path.resolve(process.env.NEXT_DIST_DIR || '.next-test')
    const cached = readdirSync(distDir, { recursive: true }).filter((f) => String(f).includes(junk))
    expect(cached).toEqual([])
  })

  test('a published article still opens', async ({ request }) => {
    const [first] = await (await request.get('/api/articles/latest?locale=de-DE')).json()
    const res = await request.get(`/article/${first.id}`)
    expect(res.status()).toBe(200)
  })
})

test.describe('security headers on every response (findings 6 and 12)', () => {
  for (const path of [
    '/robots.txt',
    '/llms.txt',
    '/feeds/de/rss.xml',
    '/sitemap/de.xml',
    '/favicon.svg',
  ]) {
    test(`${path} carries CSP, nosniff and frame protection`, async ({ request }) => {
      const res = await request.get(path)
      expect(res.status(), path).toBeLessThan(400)
      const headers = res.headers()
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'self'")
      expect(headers['x-content-type-options'], path).toBe('nosniff')
      expect(headers['x-frame-options'], path).toBe('SAMEORIGIN')
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
    })
  }

  test('only the studio asks for client hints; pages carry no 46-language Link header', async ({
    request,
  }) => {
    // Critical-CH makes Chromium request a page twice on a first visit (studioClientHints.mjs).
    for (const path of ['/', '/en', '/patient']) {
      const headers = (await request.get(path)).headers()
      expect(headers['critical-ch'], path).toBeUndefined()
      expect(headers['accept-ch'], path).toBeUndefined()
      expect(headers['link'] ?? '', path).not.toContain('hreflang')
    }
    const studio = await request.get('/admin/login')
    expect(studio.headers()['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
  })

  test('pages keep the page policy; uploaded SVGs are sandboxed and load nothing', async ({
    request,
  }) => {
    const page = await request.get('/')
    expect(page.headers()['content-security-policy']).toContain("script-src 'self'")
    const token = await staffToken(request)
    // Payload refuses SVGs with scripts it recognises; the policy covers any it does not.
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>'
    const upload = await request.post('/api/cms/media', {
      headers: { authorization: `JWT ${token}` },
      multipart: {
        file: { name: 'quadrat.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(svg) },
        _payload: JSON.stringify({ alt: 'Quadrat' }),
      },
    })
    expect(upload.status()).toBe(201)
    const { doc } = await upload.json()
    try {
      const file = await request.get(doc.url)
      expect(file.status()).toBe(200)
      const csp = file.headers()['content-security-policy'] ?? ''
      expect(csp).toContain("default-src 'none'")
      expect(csp).toContain('sandbox')
      expect(csp).not.toContain('script-src')
      expect(file.headers()['x-content-type-options']).toBe('nosniff')
    } finally {
      await request.delete(`/api/cms/media/${doc.id}`, {
        headers: { authorization: `JWT ${token}` },
      })
    }
  })

  test('the newsletter preview keeps its own sandboxed policy', async ({ request }) => {
    const token = await staffToken(request)
    const auth = { authorization: `JWT ${token}` }
    const created = await request.post('/api/cms/newsletters', {
      headers: auth,
      data: { subject: 'Vorschau-Richtlinie', audience: 'doctor' },
    })
    expect(created.status()).toBe(201)
    const { doc } = await created.json()
    try {
      const preview = await request.get(`/api/admin/newsletters/${doc.id}/preview?locale=de`, {
        headers: auth,
      })
      expect(preview.status()).toBe(200)
      const csp = preview.headers()['content-security-policy'] ?? ''
      expect(csp).toContain('sandbox')
      expect(csp).toContain('img-src * data:')
      expect(csp).not.toContain('script-src')
    } finally {
      await request.delete(`/api/cms/newsletters/${doc.id}`, { headers: auth })
    }
  })
})

test.describe('certificate uploads up to the documented 10 MB', () => {
  test('an 8 MB PDF reaches the upload route whole and is stored', async ({ request }) => {
    expect((await request.post('/api/auth/sign-in', { data: DEMO_DOCTOR })).ok()).toBe(true)
    const pdf = await PDFDocument.create()
    pdf.addPage().drawText('Teilnahmebescheinigung')
    // Random bytes do not compress: the file stays about 8 MB.
    await pdf.attach(randomBytes(8 * MB), 'scan.bin', { mimeType: 'application/octet-stream' })
    const bytes = Buffer.from(await pdf.save())
    expect(bytes.length).toBeGreaterThan(8 * MB)
    expect(bytes.length).toBeLessThan(10 * MB)
    const res = await request.post('/api/doctor/cme/certificates', {
      multipart: {
        title: 'Großer Scan',
        provider: 'Zahnärztekammer Berlin',
        date: '2026-03-14',
        points: '4',
        category: 'A',
        file: { name: 'gross.pdf', mimeType: 'application/pdf', buffer: bytes },
      },
    })
    expect(res.status()).toBe(201)
    const { id } = await res.json()
    try {
      const file = await request.get(`/api/doctor/cme/certificates/${id}/file`)
      expect(file.status()).toBe(200)
      expect((await file.body()).length).toBe(bytes.length)
    } finally {
      await request.delete(`/api/doctor/cme/certificates/${id}`)
    }
  })
})
