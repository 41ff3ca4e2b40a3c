import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A request a client library sent: method, path, query, raw body and headers. */
export type StandInRequest = {
  method: string
  path: string
  query: URLSearchParams
  body: string
  headers: IncomingMessage['headers']
}
/** An answer: status (default 200), JSON body or raw bytes, extra headers. */
export type StandInAnswer = {
  status?: number
  json?: unknown
  bytes?: Buffer
  headers?: Record<string, string>
}
type Handler = (request: StandInRequest) => StandInAnswer | Promise<StandInAnswer>

/** The whole body of an incoming request as UTF-8 text. */
export const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => (data += chunk))
    req.on('end', () => resolve(data))
  })

function send(res: ServerResponse, answer: StandInAnswer) {
  res.statusCode = answer.status ?? 200
  for (const [k, v] of Object.entries(answer.headers ?? {})) res.setHeader(k, v)
  if (answer.bytes) {
    res.setHeader('content-type', answer.headers?.['content-type'] ?? 'application/octet-stream')
    res.end(answer.bytes)
  } else {
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify(answer.json ?? {}))
  }
}

/**
 * A local HTTP server standing in for a paid API at its HTTP boundary (DeepL, OpenAI):
 * the real client library talks to it through its server-URL option. Routes are
 * `METHOD /path`; every request is recorded; `failNext` makes the next n requests of a
 * route answer an error status first (for retry tests). `cors` lets a browser call it.
 */
export async function startHttpStandIn(
  routes: Record<string, Handler>,
  { cors = false }: { cors?: boolean } = {},
) {
  const requests: StandInRequest[] = []
  const failures = new Map<string, { status: number; left: number; message: string }>()
  const server = createServer(async (req, res) => {
    if (cors) {
      // A browser calls this stand-in from the app's origin (Supabase's client does).
      res.setHeader('access-control-allow-origin', req.headers.origin ?? '*')
      res.setHeader(
        'access-control-allow-headers',
        req.headers['access-control-request-headers'] ?? '*',
      )
      res.setHeader('access-control-allow-methods', 'GET, POST, PUT, DELETE, OPTIONS')
      if (req.method === 'OPTIONS') return void res.writeHead(204).end()
    }
    const url = new URL(req.url ?? '/', 'http://localhost')
    const request: StandInRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: await readBody(req),
      headers: req.headers,
    }
    requests.push(request)
    const key = `${request.method} ${request.path}`
    const failure = failures.get(key)
    if (failure && failure.left > 0) {
      failure.left -= 1
      return send(res, {
        status: failure.status,
        json: { message: failure.message, error: { message: failure.message } },
        headers: { 'retry-after-ms': '10', 'retry-after': '0' },
      })
    }
    const handler = routes[key]
    if (!handler) return send(res, { status: 404, json: { message: `No such route: ${key}` } })
    try {
      send(res, await handler(request))
    } catch (error) {
      send(res, { status: 500, json: { message: String(error) } })
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** The requests sent to `METHOD path`. */
    calls: (method: string, path: string) =>
      requests.filter((r) => r.method === method && r.path === path),
    /** The next `times` requests to `METHOD path` answer `status` with `message`. */
    failNext(
      method: string,
      path: string,
      status: number,
      times = 1,
      message = `stand-in error ${status}`,
    ) {
      failures.set(`${method} ${path}`, { status, left: times, message })
    },
    reset() {
      requests.length = 0
      failures.clear()
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
