import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A running Node static-file server: its base URL and how to stop it. */
export type StaticFloor = { url: string; stop: () => Promise<void> }

/**
 * The floor of `npm run bench`: Node's own `http` module answering every request with the
 * bytes of `file` (read once) as `text/html`, with a `Content-Length` and keep-alive, the
 * way a page cached in memory could be served at best by one Node process. Listens on a
 * free port of 127.0.0.1.
 */
export async function startStaticFloor(file: string): Promise<StaticFloor> {
  const body = readFileSync(file)
  const server = createServer((_request, response) => {
    response.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': body.length,
    })
    response.end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
