import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ApiError, fetchJson, postJson } from '@/lib/api/contract/fetchJson'

let server: Server
let base = ''

beforeAll(async () => {
  // A real HTTP server that answers like the product API.
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' })
        res.end(JSON.stringify(json))
      }
      if (req.url === '/ok') return send(200, { hello: 'welt' })
      if (req.url === '/echo')
        return send(200, { method: req.method, type: req.headers['content-type'], body })
      if (req.url === '/conflict')
        return send(409, { code: 'quiz_already_passed', message: 'Bereits bestanden.' })
      if (req.url === '/broken') return send(500, { message: 'Internal server error' })
      res.writeHead(404)
      res.end('not json')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('fetchJson: the one browser fetcher of the product API', () => {
  it('returns the JSON answer of a 2xx', async () => {
    expect(await fetchJson<{ hello: string }>(`${base}/ok`)).toEqual({ hello: 'welt' })
  })

  it('sends a body as a JSON POST', async () => {
    expect(await fetchJson(`${base}/echo`, { a: 1 })).toEqual({
      method: 'POST',
      type: 'application/json',
      body: '{"a":1}',
    })
  })

  it("throws ApiError with the status and the server's message", async () => {
    const error = await fetchJson(`${base}/conflict`).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 409,
      message: 'Bereits bestanden.',
      userMessage: 'Bereits bestanden.',
      code: 'quiz_already_passed',
    })
  })

  it('keeps the generic text of a 500 and an answer without JSON away from users', async () => {
    expect(await fetchJson(`${base}/broken`).catch((e: unknown) => e)).toMatchObject({
      status: 500,
      userMessage: null,
    })
    expect(await fetchJson(`${base}/missing`).catch((e: unknown) => e)).toMatchObject({
      status: 404,
      message: '404',
      userMessage: null,
    })
  })

  it('reports an unreachable server as status 0', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    expect(await fetchJson(`http://127.0.0.1:${port}/`).catch((e: unknown) => e)).toMatchObject({
      status: 0,
      userMessage: null,
    })
  })

  it('postJson never throws: the outcome carries status, error code and message', async () => {
    expect(await postJson(`${base}/echo`, {})).toMatchObject({ ok: true })
    expect(await postJson(`${base}/conflict`, {})).toEqual({
      ok: false,
      status: 409,
      code: 'quiz_already_passed',
      message: 'Bereits bestanden.',
    })
    const unreachable = await postJson('http://127.0.0.1:1/', {})
    expect(unreachable).toEqual({ ok: false, status: 0, code: null, message: null })
  })
})
