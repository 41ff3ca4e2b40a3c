import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { POST as deleteRoute } from '@/app/api/account/delete/route'
import { isDeletedAddress } from '@/lib/account/deletion'

import { startHttpStandIn } from '../support/httpStandIn'
import { callRoute } from './helpers/http'
import { testPayload } from './helpers/payload'
import { dentist } from './helpers/practiceSupport'

/*
 * Deleting an account in Supabase auth mode (docs/security.md, "Account deletion"): the
 * linked Supabase user is deleted too, through the admin API of the real supabase-js,
 * answered by a stand-in at Supabase's HTTP boundary; without the service-role key nothing
 * is deleted at all.
 */

const SERVICE_KEY = 'service-role-key-for-tests'
const SUPABASE_ENV = [
  'NEXT_PUBLIC_SUPABASE_URL',
  'NEXT_PUBLIC_SUPABASE_ANON_KEY',
  'SUPABASE_SERVICE_ROLE_KEY',
] as const
const saved = Object.fromEntries(SUPABASE_ENV.map((key) => [key, process.env[key]]))

let payload: Payload
let supabase: Awaited<ReturnType<typeof startHttpStandIn>>
/** The stand-in's routes, one added per linked dentist. */
const routes: Parameters<typeof startHttpStandIn>[0] = {}
/** Supabase users the stand-in still knows. */
const supabaseUsers = new Set<string>()

beforeAll(async () => {
  payload = await testPayload()
  supabase = await startHttpStandIn(routes)
})

afterEach(() => {
  for (const key of SUPABASE_ENV) {
    if (saved[key] === undefined) delete process.env[key]
    else process.env[key] = saved[key]
  }
})

afterAll(async () => {
  await supabase.stop()
})

/** A signed-in dentist whose account is linked to a new Supabase user the stand-in knows. */
async function linkedDentist(label: string) {
  const me = await dentist(payload, label)
  const sub = randomUUID()
  supabaseUsers.add(sub)
  await payload.db.updateOne({
    collection: 'users',
    id: me.user.id,
    data: { supabaseUserId: sub },
    returning: false,
  })
  // Supabase's admin API: DELETE /auth/v1/admin/users/{id} with the service-role key.
  const path = `/auth/v1/admin/users/${sub}`
  routes[`DELETE ${path}`] = (r) => {
    if (r.headers.authorization !== `Bearer ${SERVICE_KEY}` || r.headers.apikey !== SERVICE_KEY)
      return { status: 401, json: { code: 401, msg: 'invalid JWT' } }
    if (!supabaseUsers.delete(sub))
      return { status: 404, json: { code: 404, msg: 'User not found' } }
    return { json: { id: sub, aud: 'authenticated', email: me.user.email } }
  }
  return { ...me, sub, path }
}

const supabaseMode = (serviceKey?: string) =>
  Object.assign(process.env, {
    NEXT_PUBLIC_SUPABASE_URL: supabase.url,
    NEXT_PUBLIC_SUPABASE_ANON_KEY: 'anon-key',
    ...(serviceKey ? { SUPABASE_SERVICE_ROLE_KEY: serviceKey } : {}),
  })

describe('Account deletion in Supabase auth mode', () => {
  it('deletes the linked Supabase user through the admin API (a hard delete)', async () => {
    const me = await linkedDentist('supa-gone')
    supabaseMode(SERVICE_KEY)
    const res = await callRoute(deleteRoute, {
      cookie: me.cookie,
      body: { password: 'quiz-passwort-1' },
    })
    expect(res).toMatchObject({ status: 200, json: { deleted: true } })

    const calls = supabase.calls('DELETE', me.path)
    expect(calls).toHaveLength(1)
    expect(JSON.parse(calls[0]!.body)).toEqual({ should_soft_delete: false })
    expect(supabaseUsers.has(me.sub)).toBe(false)
    const row = await payload.findByID({ collection: 'users', id: me.user.id, depth: 0 })
    expect(isDeletedAddress(row.email)).toBe(true)
    expect(row.supabaseUserId ?? null).toBeNull()
  })

  it('still deletes the account when Supabase no longer knows the user', async () => {
    const me = await linkedDentist('supa-already-gone')
    supabaseUsers.delete(me.sub)
    supabaseMode(SERVICE_KEY)
    const res = await callRoute(deleteRoute, {
      cookie: me.cookie,
      body: { password: 'quiz-passwort-1' },
    })
    expect(res).toMatchObject({ status: 200, json: { deleted: true } })
    expect(supabase.calls('DELETE', me.path)).toHaveLength(1)
  })

  it('deletes nothing while the service-role key is missing, and nothing when Supabase fails', async () => {
    const me = await linkedDentist('supa-no-key')
    supabaseMode()
    const refused = await callRoute(deleteRoute, {
      cookie: me.cookie,
      body: { password: 'quiz-passwort-1' },
    })
    expect(refused).toMatchObject({ status: 503, json: { code: 'service_unavailable' } })
    expect(supabase.calls('DELETE', me.path)).toHaveLength(0)
    const kept = await payload.findByID({ collection: 'users', id: me.user.id, depth: 0 })
    expect(kept).toMatchObject({ email: me.user.email, supabaseUserId: me.sub })

    supabaseMode(SERVICE_KEY)
    supabase.failNext('DELETE', me.path, 500)
    const failed = await callRoute(deleteRoute, {
      cookie: me.cookie,
      body: { password: 'quiz-passwort-1' },
    })
    expect(failed.status).toBeGreaterThanOrEqual(500)
    const still = await payload.findByID({ collection: 'users', id: me.user.id, depth: 0 })
    expect(still).toMatchObject({ email: me.user.email, supabaseUserId: me.sub })
    expect(supabaseUsers.has(me.sub)).toBe(true)
  })
})
