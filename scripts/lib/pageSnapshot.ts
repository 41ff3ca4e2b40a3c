import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'

/**
 * Same-origin URLs a page's HTML names (`src`, `href`, `srcset` candidates, the preloaded
 * image set): scripts, styles, images, fonts. Paths with their query, `&amp;` decoded.
 */
export function subresources(html: string): Set<string> {
  const urls = new Set<string>()
  for (const m of html.matchAll(/\s(?:src|href)="(\/[^"]*)"/g)) urls.add(m[1]!)
  for (const m of html.matchAll(/\s(?:srcset|imagesrcset)="([^"]*)"/gi))
    for (const candidate of m[1]!.split(',')) urls.add(candidate.trim().split(/\s+/)[0]!)
  return new Set([...urls].filter((u) => u.startsWith('/')).map((u) => u.replaceAll('&amp;', '&')))
}

/** Same-origin `url(...)` references of a stylesheet (its fonts and images). */
function stylesheetUrls(css: string): string[] {
  return [...css.matchAll(/url\(\s*["']?(\/[^"')]+)["']?\s*\)/g)].map((m) => m[1]!)
}

/**
 * The page without JavaScript: every `<script>` element except structured data
 * (`application/ld+json`, which no browser runs) and every script preload removed.
 */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\brel="(?:modulepreload|preload)"[^>]*\bas="script"[^>]*\/?>/gi, '')
    .replace(/<link\b[^>]*\bas="script"[^>]*\brel="(?:modulepreload|preload)"[^>]*\/?>/gi, '')
}

type Stored = { body: Buffer; gzipped: Buffer | null; headers: Record<string, string> }

/** Text answers are sent gzip-compressed, as `next start` sends them; images as they are. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:javascript|json)|image\/svg)/

async function stored(response: Response): Promise<Stored> {
  const body = Buffer.from(await response.arrayBuffer())
  const type = response.headers.get('content-type') ?? 'application/octet-stream'
  const cacheControl = response.headers.get('cache-control')
  return {
    body,
    gzipped: COMPRESSIBLE.test(type) ? gzipSync(body, { level: 6 }) : null,
    headers: { 'Content-Type': type, ...(cacheControl ? { 'Cache-Control': cacheControl } : {}) },
  }
}

/** A running snapshot server: the URLs of the page as sent, without scripts and of each variant, and a stop. */
export type PageSnapshot = {
  pageUrl: string
  noScriptsUrl: string
  /** The URL of each variant, by its name. */
  variantUrls: Record<string, string>
  stop: () => Promise<void>
}

/**
 * A change of the page's HTML served beside it (a step of the bench's bisection). `file`
 * gives the text of a same-origin file the page names (its stylesheets), by path.
 */
export type PageVariant = (html: string, file: (path: string) => string | undefined) => string

/**
 * The Lighthouse floors of `npm run bench`: the page `pageUrl` and every same-origin file
 * it names (and the files its stylesheets name) fetched once from the running app and then
 * served from memory by Node's `http` module on a free port of 127.0.0.1, gzip-compressed
 * like `next start` sends them, with the app's `Content-Type` and `Cache-Control`.
 * `/` is the page exactly as the app sent it: what Lighthouse scores when the server costs
 * nothing, so the rest is what the browser does with the page. `/no-scripts` is the same
 * page without its scripts (`withoutScripts`): the score of our HTML, styles and images
 * alone, without React and the App Router. Anything else (the router's prefetches) is 404.
 * Throws when the page itself does not answer 200.
 */
export async function startPageSnapshot(
  pageUrl: string,
  variants: Record<string, PageVariant> = {},
): Promise<PageSnapshot> {
  const origin = new URL(pageUrl).origin
  const pageResponse = await fetch(pageUrl)
  if (!pageResponse.ok) throw new Error(`snapshot: ${pageUrl} answered ${pageResponse.status}`)
  const page = await stored(pageResponse)
  const html = page.body.toString('utf8')
  const files = new Map<string, Stored>()
  const pending = [...subresources(html)]
  while (pending.length) {
    const url = pending.shift()!
    if (files.has(url)) continue
    const response = await fetch(origin + url)
    if (!response.ok) continue
    const file = await stored(response)
    files.set(url, file)
    if (file.headers['Content-Type']!.startsWith('text/css'))
      pending.push(...stylesheetUrls(file.body.toString('utf8')))
  }
  files.set('/', page)
  files.set(
    '/no-scripts',
    await stored(
      new Response(withoutScripts(html), {
        headers: { 'content-type': page.headers['Content-Type']! },
      }),
    ),
  )

  const fileText = (url: string) => files.get(url)?.body.toString('utf8')
  for (const [name, variant] of Object.entries(variants))
    files.set(
      `/variant/${encodeURIComponent(name)}`,
      await stored(
        new Response(variant(html, fileText), {
          headers: { 'content-type': page.headers['Content-Type']! },
        }),
      ),
    )

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const file = files.get(request.url ?? '/')
    if (!file) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not in the snapshot')
      return
    }
    const gzip = file.gzipped && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))
    const body = gzip ? file.gzipped! : file.body
    response.writeHead(200, {
      ...file.headers,
      ...(gzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
      'Content-Length': body.length,
    })
    response.end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    pageUrl: `${base}/`,
    noScriptsUrl: `${base}/no-scripts`,
    variantUrls: Object.fromEntries(
      Object.keys(variants).map((name) => [name, `${base}/variant/${encodeURIComponent(name)}`]),
    ),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
