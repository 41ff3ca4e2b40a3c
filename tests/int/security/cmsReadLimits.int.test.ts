import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as health } from '@/app/api/health/route'
import { CMS_ANONYMOUS_BUDGET } from '@/lib/payload/anonymousBudget'
import { GRAPHQL_LIMITS } from '@/lib/payload/graphqlCost'
import { READ_CEILINGS } from '@/lib/payload/readCeilings'

import { freshIp } from '../helpers/http'
import { createUser, testPayload } from '../helpers/payload'
import { tokenFor } from '../helpers/studioJobs'

/**
 * Finding: one anonymous GraphQL request with 50 aliases of `PostalCodes(limit: 0)` took
 * 11 s and 2 MB and made `/api/health` answer 503 meanwhile; REST gave visitors every row
 * with `pagination=false` or `limit=0`, and any `depth`. Reads through `/api/cms` now have
 * ceilings for everyone but staff, GraphQL requests a cost limit, and visitors a budget
 * per IP address.
 */
type Handler = (request: Request, context: never) => Promise<Response>
let graphqlPost: Handler
let restGet: Handler
let payload: Payload
let editorToken: string
let doctorToken: string

beforeAll(async () => {
  payload = await testPayload()
  graphqlPost = (await import('@/app/(payload)/api/cms/graphql/route')).POST as Handler
  restGet = (await import('@/app/(payload)/api/cms/[...slug]/route')).GET as Handler
  editorToken = await tokenFor(payload, (await createUser(payload, 'editor')).email)
  doctorToken = await tokenFor(payload, (await createUser(payload, 'doctor')).email)
  // The seed's postal codes: more rows than one page may hold, so "every row" and "a page"
  // differ.
  expect((await payload.count({ collection: 'postal-codes' })).totalDocs).toBeGreaterThan(
    READ_CEILINGS.limit,
  )
})

function headersFor(ip: string, token?: string): Headers {
  const headers = new Headers({ 'x-forwarded-for': ip, 'content-type': 'application/json' })
  if (token) headers.set('authorization', `JWT ${token}`)
  return headers
}

async function graphql(
  query: string,
  { ip = freshIp(), token, variables }: { ip?: string; token?: string; variables?: object } = {},
) {
  const started = performance.now()
  const response = await graphqlPost(
    new Request('http://localhost/api/cms/graphql', {
      method: 'POST',
      headers: headersFor(ip, token),
      body: JSON.stringify({ query, variables }),
    }),
    undefined as never,
  )
  const json = (await response.json()) as Record<string, unknown>
  return {
    status: response.status,
    json,
    headers: response.headers,
    ms: performance.now() - started,
  }
}

async function rest(path: string, { ip = freshIp(), token }: { ip?: string; token?: string } = {}) {
  const url = new URL(`http://localhost/api/cms/${path}`)
  const response = await restGet(new Request(url, { headers: headersFor(ip, token) }), {
    params: Promise.resolve({ slug: url.pathname.split('/').slice(3) }),
  } as never)
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

const aliases = (count: number, args: string) =>
  `{ ${Array.from({ length: count }, (_, i) => `a${i}: PostalCodes(${args}) { docs { id } }`).join(' ')} }`

describe('GraphQL at /api/cms/graphql', () => {
  it('refuses the 50-alias request of every postal code within 200 ms, with a code', async () => {
    const query = aliases(50, 'limit: 0')
    expect(query.length).toBeGreaterThan(2000)
    const { status, json, ms } = await graphql(query)
    expect(status).toBe(400)
    expect(json.code).toBe('query_too_expensive')
    expect(ms).toBeLessThan(200)
  })

  it('answers a single query as before', async () => {
    const { status, json } = await graphql('{ PostalCodes(limit: 3) { docs { id place } } }')
    expect(status).toBe(200)
    const docs = (json.data as { PostalCodes: { docs: unknown[] } }).PostalCodes.docs
    expect(docs.length).toBe(3)
  })

  it('refuses more aliases than the limit even with small pages, and deep or wide requests', async () => {
    const wide = await graphql(aliases(GRAPHQL_LIMITS.rootFields + 1, 'limit: 1'))
    expect(wide).toMatchObject({ status: 400, json: { code: 'query_too_expensive' } })
    const atLimit = await graphql(aliases(GRAPHQL_LIMITS.rootFields, 'limit: 1'))
    expect(atLimit.status).toBe(200)
    // Fragments that spread each other: a few hundred bytes asking for millions of fields.
    const bomb = `query { PostalCodes(limit: 1) { docs { ...f5 } } }
      fragment f0 on PostalCode { id place postalCode }
      ${[1, 2, 3, 4, 5].map((n) => `fragment f${n} on PostalCode { ...f${n - 1} ...f${n - 1} ...f${n - 1} ...f${n - 1} }`).join('\n')}`
    const refused = await graphql(bomb)
    expect(refused).toMatchObject({ status: 400, json: { code: 'query_too_expensive' } })
    expect(refused.ms).toBeLessThan(200)
  })

  it('refuses limit 0, limits above the ceiling and pagination: false, literal or as variables', async () => {
    for (const args of ['limit: 0', `limit: ${READ_CEILINGS.limit + 1}`, 'pagination: false']) {
      const { status, json } = await graphql(`{ PostalCodes(${args}) { docs { id } } }`)
      expect({ args, status, code: json.code }).toEqual({
        args,
        status: 400,
        code: 'query_too_expensive',
      })
    }
    const viaVariable = await graphql(
      'query Q($n: Int, $p: Boolean) { PostalCodes(limit: $n, pagination: $p) { docs { id } } }',
      { variables: { n: 0, p: true } },
    )
    expect(viaVariable).toMatchObject({ status: 400, json: { code: 'query_too_expensive' } })
  })

  it('lets staff ask for every row, and refuses a dentist like a visitor', async () => {
    const query = '{ PostalCodes(pagination: false) { totalDocs docs { id } } }'
    const staff = await graphql(query, { token: editorToken })
    expect(staff.status).toBe(200)
    const all = (staff.json.data as { PostalCodes: { totalDocs: number; docs: unknown[] } })
      .PostalCodes
    expect(all.docs.length).toBe(all.totalDocs)
    const dentist = await graphql(query, { token: doctorToken })
    expect(dentist).toMatchObject({ status: 400, json: { code: 'query_too_expensive' } })
  })
})

describe('REST at /api/cms', () => {
  it.each([
    'postal-codes?pagination=false',
    'postal-codes?limit=0',
    `postal-codes?limit=${READ_CEILINGS.limit + 1}`,
    'postal-codes?limit[0]=0',
    'postal-codes?limit[]=0',
    `articles?depth=${READ_CEILINGS.depth + 1}`,
    'ui-strings?limit=0&locale=all',
  ])('refuses %s to a visitor with 400 query_too_expensive', async (path) => {
    const { status, json } = await rest(path)
    expect(status).toBe(400)
    expect(json).toMatchObject({ code: 'query_too_expensive' })
    expect(typeof json.message).toBe('string')
  })

  it('refuses a method-overridden POST that carries the ceiling in its body', async () => {
    const url = 'http://localhost/api/cms/postal-codes'
    const response = await (
      await import('@/app/(payload)/api/cms/[...slug]/route')
    ).POST(
      new Request(url, {
        method: 'POST',
        headers: {
          'x-forwarded-for': freshIp(),
          'x-payload-http-method-override': 'GET',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'pagination=false',
      }),
      { params: Promise.resolve({ slug: ['postal-codes'] }) } as never,
    )
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code: 'query_too_expensive' })
  })

  it('answers pages within the ceilings, and everything to staff', async () => {
    const page = await rest(
      `postal-codes?limit=${READ_CEILINGS.limit}&depth=${READ_CEILINGS.depth}`,
    )
    expect(page.status).toBe(200)
    const all = await rest('postal-codes?pagination=false', { token: editorToken })
    expect(all.status).toBe(200)
    expect((all.json.docs as unknown[]).length).toBe(all.json.totalDocs)
  })
})

describe('the visitors’ budget per IP address', () => {
  it('answers 429 with Retry-After once a visitor has spent it, and still serves a signed-in user there', async () => {
    const ip = freshIp()
    const perRequest = GRAPHQL_LIMITS.rootFields
    const query = aliases(perRequest, 'limit: 1')
    const allowed = Math.floor(CMS_ANONYMOUS_BUDGET.points / perRequest)
    for (let i = 0; i < allowed; i += 1) expect((await graphql(query, { ip })).status).toBe(200)
    const refused = await graphql(query, { ip })
    expect(refused.status).toBe(429)
    expect(refused.json.code).toBe('rate_limited')
    const retryAfter = Number(refused.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(CMS_ANONYMOUS_BUDGET.duration)
    expect((await rest('postal-codes?limit=1', { ip })).status).toBe(429)
    expect((await rest('postal-codes?limit=1', { ip, token: editorToken })).status).toBe(200)
    expect((await rest('postal-codes?limit=1')).status).toBe(200)
  })

  it('gives a made-up token nothing, and never refuses a signed-in user past the budget', async () => {
    const ip = freshIp()
    const query = aliases(GRAPHQL_LIMITS.rootFields, 'limit: 1')
    const allowed = Math.floor(CMS_ANONYMOUS_BUDGET.points / GRAPHQL_LIMITS.rootFields)
    for (let i = 0; i < allowed; i += 1)
      expect((await graphql(query, { ip, token: 'made-up' })).status).toBe(200)
    expect((await graphql(query, { ip, token: 'made-up' })).status).toBe(429)
    // The same budget is spent now, but a real session still goes on.
    expect((await graphql(query, { ip, token: doctorToken })).status).toBe(200)
  })

  it('keeps /api/health at 200 while a visitor sends the most expensive requests allowed', async () => {
    const query = aliases(GRAPHQL_LIMITS.rootFields, `limit: ${READ_CEILINGS.limit}`)
    const flood = Promise.all(Array.from({ length: 20 }, () => graphql(query)))
    const probes = await Promise.all(
      Array.from({ length: 5 }, async (_, i) => {
        await new Promise((resolve) => setTimeout(resolve, i * 20))
        return (await health()).status
      }),
    )
    const answers = await flood
    expect(probes).toEqual([200, 200, 200, 200, 200])
    expect(answers.every((a) => a.status === 200)).toBe(true)
  })
})
