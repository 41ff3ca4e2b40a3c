import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as getPeriod, PUT as putPeriod } from '@/app/api/doctor/cme/period/route'
import { berlinDay } from '@/lib/cme/period'

import { callRoute } from './http'
import { testPayload } from './payload'
import { signedInDoctor } from './quiz'

/*
 * The dentist sets the start of their § 95d period (GET/PUT /api/doctor/cme/period).
 */

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('CME period (GET/PUT /api/doctor/cme/period)', () => {
  it('counts from the account creation until a start is set, and refuses future days and days before 1950', async () => {
    const { cookie } = await signedInDoctor(payload, { label: 'cme-period', member: false })
    expect((await callRoute(getPeriod, { method: 'GET' })).status).toBe(401)
    const first = await callRoute(getPeriod, { method: 'GET', cookie })
    expect(first.json).toMatchObject({
      start: berlinDay(),
      startSet: false,
      points: 0,
      required: 125,
      missing: 125,
    })
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)
    for (const start of [tomorrow, '1949-12-31', '2023-02-29', 'gestern'])
      expect((await callRoute(putPeriod, { method: 'PUT', cookie, body: { start } })).status).toBe(
        400,
      )
    const set = await callRoute(putPeriod, {
      method: 'PUT',
      cookie,
      body: { start: '2024-02-29', chamber: 'KZV Hessen' },
    })
    expect(set.status).toBe(200)
    expect(set.json).toMatchObject({
      start: '2024-02-29',
      end: '2029-02-28',
      startSet: true,
      chamber: 'KZV Hessen',
      required: 125,
    })
    expect((await callRoute(getPeriod, { method: 'GET', cookie })).json).toMatchObject({
      start: '2024-02-29',
      end: '2029-02-28',
    })
  })
})
