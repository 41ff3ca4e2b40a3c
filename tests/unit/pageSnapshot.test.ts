import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startPageSnapshot, type PageSnapshot } from '../../scripts/lib/pageSnapshot'

/** A page as the app sends it: scripts (one preloaded), a stylesheet naming a font, an image, structured data. */
const PAGE = `<!DOCTYPE html><html><head>
<link rel="stylesheet" href="/_next/static/chunks/app.css"/>
<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/runtime.js"/>
<script src="/_next/static/chunks/main.js" async=""></script>
</head><body><h1>Parodontitis</h1>
<img src="/api/cms/media/file/lead.webp?w=640&amp;q=75" alt=""/>
<script type="application/ld+json">{"@type":"Article"}</script>
<script>self.__next_f.push([1,"payload"])</script>
</body></html>`

const FILES: Record<string, [string, string]> = {
  '/': ['text/html; charset=utf-8', PAGE],
  '/_next/static/chunks/app.css': [
    'text/css',
    'h1{font-family:x}@font-face{src:url(/_next/static/media/x.woff2)}',
  ],
  '/_next/static/chunks/runtime.js': ['application/javascript', 'runtime()'],
  '/_next/static/chunks/main.js': ['application/javascript', 'main()'],
  '/_next/static/media/x.woff2': ['font/woff2', 'font-bytes'],
  '/api/cms/media/file/lead.webp?w=640&q=75': ['image/webp', 'image-bytes'],
}

let origin: http.Server
let snapshot: PageSnapshot
const originRequests: string[] = []

beforeAll(async () => {
  origin = http.createServer((request, response) => {
    originRequests.push(request.url!)
    const file = FILES[request.url!]
    if (!file) return void response.writeHead(404).end()
    response.writeHead(200, { 'Content-Type': file[0], 'Cache-Control': 'public, max-age=60' })
    response.end(file[1])
  })
  await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve))
  const { port } = origin.address() as AddressInfo
  snapshot = await startPageSnapshot(`http://127.0.0.1:${port}/`)
})

afterAll(async () => {
  await snapshot?.stop()
  await new Promise((resolve) => origin.close(resolve))
})

const snapshotBase = () => new URL(snapshot.pageUrl).origin

describe('the page snapshot the Lighthouse floors are measured on', () => {
  it('fetches the page and every file it and its stylesheet name, once each', () => {
    expect([...originRequests].sort()).toEqual(Object.keys(FILES).sort())
  })

  it('serves the page as the app sent it, gzip-compressed, with its type and cache policy', async () => {
    const response = await new Promise<http.IncomingMessage>((resolve) =>
      http.get(snapshot.pageUrl, { headers: { 'accept-encoding': 'gzip' } }, resolve),
    )
    const chunks: Buffer[] = []
    for await (const chunk of response) chunks.push(chunk as Buffer)
    expect(response.headers['content-encoding']).toBe('gzip')
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(response.headers['cache-control']).toBe('public, max-age=60')
    expect(gunzipSync(Buffer.concat(chunks)).toString('utf8')).toBe(PAGE)
  })

  it('serves the scripts, the font and the image under the URLs the page names', async () => {
    for (const [url, [type, body]] of Object.entries(FILES).filter(([url]) => url !== '/')) {
      const response = await fetch(snapshotBase() + url)
      expect(response.status, url).toBe(200)
      expect(response.headers.get('content-type'), url).toBe(type)
      expect(await response.text(), url).toBe(body)
    }
  })

  it('serves the page without scripts and script preloads, keeping structured data', async () => {
    const html = await (await fetch(snapshot.noScriptsUrl)).text()
    expect(html).not.toContain('main.js')
    expect(html).not.toContain('runtime.js')
    expect(html).not.toContain('__next_f')
    expect(html).toContain('<script type="application/ld+json">{"@type":"Article"}</script>')
    expect(html).toContain('<h1>Parodontitis</h1>')
    expect(html).toContain('app.css')
  })

  it('answers 404 to what the snapshot does not hold (the router’s prefetches)', async () => {
    const response = await fetch(`${snapshotBase()}/article/7?_rsc=abc`)
    expect(response.status).toBe(404)
  })
})
