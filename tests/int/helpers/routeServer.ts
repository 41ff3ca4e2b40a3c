import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { readBody } from '../../support/httpStandIn'

type RouteHandler = (request: Request, context: never) => Promise<Response>

/**
 * Serves the given product API route handlers over real HTTP on a random local port, so a
 * browser-side module (which calls `fetch`) can be run against them in a test:
 * `{ 'POST /api/auth/sign-in': POST }`. Unknown routes answer 404 JSON.
 */
export async function startRouteServer(routes: Record<string, RouteHandler>) {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const handler = routes[`${req.method} ${url.pathname}`]
    if (!handler) {
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ message: 'Not found' }))
      return
    }
    const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req)
    const headers = new Headers(
      Object.entries(req.headers).flatMap(([k, v]) =>
        typeof v === 'string' ? [[k, v] as [string, string]] : [],
      ),
    )
    const response = await handler(
      new Request(url, { method: req.method, headers, body }),
      undefined as never,
    )
    // Every Set-Cookie header on its own line (a plain object would keep only the last one).
    const headersOut: Record<string, string | string[]> = Object.fromEntries(
      response.headers.entries(),
    )
    const cookies = response.headers.getSetCookie()
    if (cookies.length) headersOut['set-cookie'] = cookies
    res.writeHead(response.status, headersOut)
    res.end(Buffer.from(await response.arrayBuffer()))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
