import { readdirSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * Finding: methods a route does not serve answered 405 with an empty body (Next's
 * default), which the browser cannot read as `{ message }`. Every product API route now
 * exports all five methods; the ones it does not serve answer 405 JSON with `Allow`.
 */
const API_DIR = path.resolve('src/app/api')
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const

const routeFiles = readdirSync(API_DIR, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('route.ts'))

type RouteModule = Partial<
  Record<(typeof METHODS)[number], (...args: never[]) => Promise<Response>>
>

const load = (file: string): Promise<RouteModule> =>
  import(/* @vite-ignore */ path.join(API_DIR, file))

describe('every product API method answers JSON', () => {
  it.each(routeFiles)('%s exports a handler for every method', async (file) => {
    const route = await load(file)
    for (const method of METHODS) expect(typeof route[method], `${file} ${method}`).toBe('function')
  })

  it.each([
    ['doctor/profile/route.ts', 'PUT', 'GET, HEAD, POST, OPTIONS'],
    ['doctor/profile/route.ts', 'PATCH', 'GET, HEAD, POST, OPTIONS'],
    ['doctor/profile/route.ts', 'DELETE', 'GET, HEAD, POST, OPTIONS'],
    ['admin/articles/[id]/route.ts', 'PATCH', 'GET, HEAD, PUT, OPTIONS'],
    ['admin/articles/[id]/route.ts', 'DELETE', 'GET, HEAD, PUT, OPTIONS'],
    ['stripe/checkout-session/[id]/route.ts', 'GET', 'POST, OPTIONS'],
  ] as const)('%s %s: 405 { message } with Allow: %s', async (file, method, allow) => {
    const handler = (await load(file))[method]!
    const res = await handler()
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toBe(allow)
    expect(await res.json()).toEqual({ code: 'method_not_allowed', message: 'Method not allowed' })
  })
})
