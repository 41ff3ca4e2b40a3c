import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DATABASE_UNAVAILABLE_MESSAGE } from '@/lib/db/unavailable'
import proxy from '@/proxy'

import { freePort, startEmbeddedPostgres, type EmbeddedCluster } from '../../../scripts/db/embedded'
import { migrateAndSeed } from '../../../scripts/lib/migrateAndSeed'
import { freshEmail, freshIp } from '../helpers/http'

type RouteHandler = (request: Request, context: never) => Promise<Response>

/**
 * This file stops and restarts PostgreSQL, so it runs on a cluster of its own (same
 * migrations, no demo content) and leaves the shared one of globalSetup alone. The app
 * modules are imported only after DATABASE_URL points at it: the Payload config reads the
 * variable when it is loaded.
 */
let workDir: string
let dataDir: string
let port: number
let cluster: EmbeddedCluster | undefined
let payload: Payload
let cms: { POST: RouteHandler; GET: RouteHandler }
let graphql: { POST: RouteHandler }
let signIn: RouteHandler
let search: RouteHandler

const sharedDatabaseUrl = process.env.DATABASE_URL
const startCluster = () => startEmbeddedPostgres({ dataDir, port, persistent: true })

beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), 'dentaljournal-faults-'))
  // The cluster runs as the 'postgres' user when we are root: it must be able to enter the folder.
  chmodSync(workDir, 0o755)
  dataDir = path.join(workDir, 'pg')
  port = await freePort()
  cluster = await startCluster()
  process.env.DATABASE_URL = cluster.url
  await migrateAndSeed({ seed: false })
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  payload = await getPayload({ config })
  cms = (await import('@/app/(payload)/api/cms/[...slug]/route')) as never
  graphql = (await import('@/app/(payload)/api/cms/graphql/route')) as never
  signIn = (await import('@/app/api/auth/sign-in/route')).POST as RouteHandler
  search = (await import('@/app/api/search/route')).GET as RouteHandler
})

afterAll(async () => {
  await payload?.db.destroy?.()
  await cluster?.stop()
  if (workDir) rmSync(workDir, { recursive: true, force: true })
  process.env.DATABASE_URL = sharedDatabaseUrl
})

/** Sends a raw body to one of Payload's own routes (`/api/cms/...`) and reads the JSON answer. */
async function cmsCall(
  handler: RouteHandler,
  slug: string[] | null,
  contentType: string | null,
  body: string,
) {
  const headers = new Headers({ 'x-forwarded-for': freshIp() })
  if (contentType) headers.set('content-type', contentType)
  const url = `http://localhost/api/cms/${slug ? slug.join('/') : 'graphql'}`
  const request = new Request(url, { method: 'POST', headers, body })
  const response = await handler(
    request,
    (slug ? { params: Promise.resolve({ slug }) } : undefined) as never,
  )
  const text = await response.text()
  let json: Record<string, unknown> = {}
  try {
    json = JSON.parse(text)
  } catch {
    // not JSON: the assertions below name it
  }
  return { status: response.status, json, text }
}

/** A `multipart/form-data` body with the given text fields, as a browser would send it. */
function multipart(boundary: string, fields: Record<string, string>): string {
  return (
    Object.entries(fields)
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('') + `--${boundary}--\r\n`
  )
}

const BOUNDARY = 'dentaljournalboundary'
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`

describe('a URL whose percent-encoding does not decode answers 400, never 500', () => {
  // Next's router fails on these with 500 (it has no error page for them); src/proxy.ts runs
  // before the router for every path but Next's static build files.
  const proxied = async (path: string) =>
    proxy(new NextRequest(new URL(path, 'http://127.0.0.1:3000')))

  it.each([
    '/category/%E0%A4%A',
    '/en/category/%E0%A4%A',
    '/patient/category/%E0%A4%A',
    '/article/%E0%A4%A',
    '/dentist/%E0%A4%A',
    '/cme/verify/%E0%A4%A',
    '/feeds/de/%E0%A4%A',
    '/feeds/de/%E0%A4%A/rss.xml',
    '/api/articles/%E0%A4%A',
    '/api/cms/users/%E0%A4%A',
    '/admin/collections/%E0%A4%A',
    '/%',
    // next-intl decodes journal paths once and passes the result on: `%25` becomes a bare `%`.
    '/%25',
    '/category/100%25',
  ])('%s: 400 { message }', async (path) => {
    const response = await proxied(path)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ code: 'malformed_url', message: expect.any(String) })
  })

  it.each([
    '/category/studies',
    '/category/m%C3%BCnchen',
    '/en/article/12',
    '/api/cms/media/file/50%25-rabatt.png',
    '/admin/collections/articles',
  ])('%s goes on as before', async (path) => {
    expect((await proxied(path)).status).not.toBe(400)
  })
})

describe("Payload's own endpoints answer malformed bodies with 4xx JSON, never 500", () => {
  const endpoints = [
    {
      name: 'login',
      call: (type: string | null, body: string) =>
        cmsCall(cms.POST, ['users', 'login'], type, body),
    },
    {
      name: 'forgot-password',
      call: (type: string | null, body: string) =>
        cmsCall(cms.POST, ['users', 'forgot-password'], type, body),
    },
    {
      name: 'graphql',
      call: (type: string | null, body: string) => cmsCall(graphql.POST, null, type, body),
    },
  ]
  const malformed = [
    {
      label: 'a body that is not multipart at all',
      type: 'multipart/form-data; boundary=x',
      body: 'hello',
    },
    {
      label: 'a multipart body cut off before its closing boundary',
      type: MULTIPART,
      body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{}`,
    },
    { label: 'an empty multipart body', type: MULTIPART, body: '' },
    {
      label: 'a multipart Content-Type without a boundary',
      type: 'multipart/form-data',
      body: 'x',
    },
    {
      label: 'a multipart body whose _payload field is not JSON',
      type: MULTIPART,
      body: multipart(BOUNDARY, { _payload: '{"email": ' }),
    },
    { label: 'a JSON body that is not JSON', type: 'application/json', body: '{"email": ' },
  ]

  for (const endpoint of endpoints)
    for (const { label, type, body } of malformed)
      it(`${endpoint.name}: 400 { message } for ${label}`, async () => {
        const answer = await endpoint.call(type, body)
        expect(answer.status, answer.text).toBe(400)
        expect(answer.json.message).toEqual(expect.any(String))
        expect(answer.text).not.toMatch(/\bat .+:\d+:\d+/)
      })

  it('still accepts well-formed multipart and JSON bodies (as the studio sends them)', async () => {
    const email = freshEmail('faults-login')
    const login = endpoints[0]!
    const wrongPassword = JSON.stringify({ email, password: 'falsch-123456' })
    // Payload's own answers: an unknown address is 401, whichever way the body came.
    expect(
      (await login.call(MULTIPART, multipart(BOUNDARY, { _payload: wrongPassword }))).status,
    ).toBe(401)
    expect((await login.call('application/json', wrongPassword)).status).toBe(401)
    const forgot = await endpoints[1]!.call(
      MULTIPART,
      multipart(BOUNDARY, { _payload: JSON.stringify({ email }) }),
    )
    expect(forgot.status).toBe(200)
    const query = await endpoints[2]!.call(
      'application/json',
      JSON.stringify({ query: '{ __typename }' }),
    )
    expect(query.status).toBe(200)
    expect(query.json).toEqual({ data: { __typename: 'Query' } })
  })
})

describe('while PostgreSQL is down, the product API answers 503 and recovers by itself', () => {
  it('answers 503 with Retry-After and a German { message }, without an uncaught exception, then serves again', async () => {
    const uncaught: unknown[] = []
    const record = (error: unknown) => uncaught.push(error)
    process.on('uncaughtException', record)
    process.on('unhandledRejection', record)
    try {
      // The right database, and connections in the pool (idle ones break when it stops).
      const { rows } = await payload.db.pool.query('select current_setting($1) as port', ['port'])
      expect(Number(rows[0].port)).toBe(port)
      const searchUrl = 'http://localhost/api/search?q=Implantat&locale=de'
      const searchNow = () => callRaw(search, searchUrl)
      const signInNow = () =>
        callRaw(signIn, 'http://localhost/api/auth/sign-in', {
          email: freshEmail('faults-signin'),
          password: 'falsch-123456',
        })
      expect((await searchNow()).status).toBe(200)
      expect((await signInNow()).status).toBe(401)

      await cluster!.stop()
      cluster = undefined
      for (const call of [searchNow, signInNow, searchNow]) {
        const answer = await call()
        expect(answer.status, answer.text).toBe(503)
        expect(answer.headers.get('retry-after')).toMatch(/^[1-9]\d*$/)
        expect(JSON.parse(answer.text)).toEqual({
          code: 'service_unavailable',
          message: DATABASE_UNAVAILABLE_MESSAGE,
        })
      }
      // Payload's own REST and GraphQL answer the same way (not 500, not 200 with errors).
      const rest = await cms.GET(new Request('http://localhost/api/cms/articles?limit=1'), {
        params: Promise.resolve({ slug: ['articles'] }),
      } as never)
      const query = JSON.stringify({ query: '{ Articles(limit: 1) { docs { id } } }' })
      const gql = await graphql.POST(
        new Request('http://localhost/api/cms/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: query,
        }),
        undefined as never,
      )
      for (const answer of [rest, gql]) {
        const text = await answer.text()
        expect(answer.status, text).toBe(503)
        expect(answer.headers.get('retry-after'), text).toMatch(/^[1-9]\d*$/)
        expect(JSON.parse(text)).toEqual({
          code: 'service_unavailable',
          message: DATABASE_UNAVAILABLE_MESSAGE,
        })
      }
      cluster = await startCluster()
      const back = Date.now()
      let answer = await searchNow()
      while (answer.status !== 200 && Date.now() - back < 15_000) {
        await new Promise((resolve) => setTimeout(resolve, 250))
        answer = await searchNow()
      }
      expect(answer.status, answer.text).toBe(200)
      expect(Date.now() - back).toBeLessThan(15_000)
      expect((await signInNow()).status).toBe(401)
      // Let pending socket events settle before checking that none escaped.
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect(uncaught.map(String)).toEqual([])
    } finally {
      process.off('uncaughtException', record)
      process.off('unhandledRejection', record)
    }
  })
})

/** Calls a route handler with an optional JSON body; returns the status, headers and text. */
async function callRaw(handler: RouteHandler, url: string, body?: unknown) {
  const headers = new Headers({ 'x-forwarded-for': freshIp() })
  if (body !== undefined) headers.set('content-type', 'application/json')
  const request = new Request(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const response = await handler(request, undefined as never)
  return { status: response.status, headers: response.headers, text: await response.text() }
}
