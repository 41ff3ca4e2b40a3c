import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { jsonError, jsonOk } from '@/lib/api/respond'
import { idParams, route, type Guard } from '@/lib/api/route'

const calls: string[] = []
const guard: Guard<{ who: string }> = async (request) => {
  calls.push('guard')
  return request.headers.get('x-who')
    ? { who: request.headers.get('x-who')! }
    : jsonError(401, 'not_signed_in', 'Nicht angemeldet')
}
const handler = route(
  {
    guard,
    params: idParams,
    notFound: 'article_not_found',
    query: z.object({ page: z.coerce.number().int().min(1).default(1) }),
    body: z.object({ name: z.string({ error: 'Name fehlt' }) }),
  },
  async ({ who, params, query, body }) => jsonOk({ who, id: params.id, page: query.page, body }),
)

function post(path: string, init: { who?: string; body?: string; type?: string } = {}) {
  const headers = new Headers()
  if (init.who) headers.set('x-who', init.who)
  headers.set('content-type', init.type ?? 'application/json')
  return new Request(`http://localhost${path}`, { method: 'POST', headers, body: init.body })
}
const ctx = (id: string) => ({ params: Promise.resolve({ id }) })

describe('route(): guard, path, query and body checks in that order before the handler', () => {
  it('hands the guard findings and the parsed input to the handler', async () => {
    const res = await handler(post('/x/7?page=2', { who: 'anna', body: '{"name":"A"}' }), ctx('7'))
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ who: 'anna', id: 7, page: 2, body: { name: 'A' } })
  })

  it('answers the guard first: a visitor with a bad id and a bad body gets 401', async () => {
    calls.length = 0
    const res = await handler(post('/x/07', { body: 'nope' }), ctx('07'))
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ code: 'not_signed_in', message: 'Nicht angemeldet' })
    expect(calls).toEqual(['guard'])
  })

  it('answers 404 with the route code for a malformed path parameter', async () => {
    const res = await handler(post('/x/07', { who: 'anna', body: '{}' }), ctx('07'))
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({
      code: 'article_not_found',
      message: 'Artikel nicht gefunden',
    })
  })

  it('answers 400 invalid_query with the issues before reading the body', async () => {
    const res = await handler(post('/x/7?page=0', { who: 'anna', body: 'nope' }), ctx('7'))
    expect(res.status).toBe(400)
    const json = (await res.json()) as { code: string; issues: unknown[] }
    expect(json.code).toBe('invalid_query')
    expect(json.issues.length).toBeGreaterThan(0)
  })

  it('answers body failures as parseJsonBody does: 415, 400 not JSON, 400 with the schema text', async () => {
    const asText = await handler(
      post('/x/7', { who: 'a', body: '{"name":"A"}', type: 'text/plain' }),
      ctx('7'),
    )
    expect(asText.status).toBe(415)
    const notJson = await handler(post('/x/7', { who: 'a', body: '{' }), ctx('7'))
    expect([notJson.status, ((await notJson.json()) as { message: string }).message]).toEqual([
      400,
      'Request body must be JSON',
    ])
    const invalid = await handler(post('/x/7', { who: 'a', body: '{}' }), ctx('7'))
    expect([invalid.status, ((await invalid.json()) as { message: string }).message]).toEqual([
      400,
      'Name fehlt',
    ])
  })

  it('replaces every body failure by `invalidBody` when given', async () => {
    const link = route(
      {
        body: z.object({ token: z.string().min(10) }),
        invalidBody: { code: 'link_invalid', message: 'Link ungültig' },
      },
      async () => jsonOk({ ok: true }),
    )
    for (const body of ['{', '{"token":"x"}']) {
      const res = await link(post('/link', { body }), { params: Promise.resolve({}) })
      expect([res.status, await res.json()]).toEqual([
        400,
        { code: 'link_invalid', message: 'Link ungültig' },
      ])
    }
  })

  it('turns a throwing handler into 500 JSON (apiHandler)', async () => {
    const broken = route({}, async () => {
      throw new Error('boom')
    })
    const original = console.error
    console.error = () => {}
    try {
      const res = await broken(post('/b', { body: '' }), { params: Promise.resolve({}) })
      expect([res.status, await res.json()]).toEqual([
        500,
        { code: 'internal_error', message: 'Internal server error' },
      ])
    } finally {
      console.error = original
    }
  })

  it('answers 400 with `invalidParams` and the issues for path input such as a locale', async () => {
    const byLocale = route(
      { params: z.object({ locale: z.enum(['de', 'en']) }), invalidParams: 'invalid_locale' },
      async ({ params }) => jsonOk({ locale: params.locale }),
    )
    const res = await byLocale(new Request('http://localhost/x/zz'), {
      params: Promise.resolve({ locale: 'zz' }),
    })
    const json = (await res.json()) as { code: string; issues: unknown[] }
    expect([res.status, json.code, json.issues.length > 0]).toEqual([400, 'invalid_locale', true])
  })
})
