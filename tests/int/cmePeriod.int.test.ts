import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { PATCH as cmsPatch } from '@/app/(payload)/api/cms/[...slug]/route'
import { GET as getPeriod, PUT as putPeriod } from '@/app/api/doctor/cme/period/route'
import { GET as proofPdf } from '@/app/api/doctor/cme/proof.pdf/route'
import { berlinDay } from '@/lib/cme/period'
import { sendCmeReminders } from '@/lib/cme/reminders'

import { callRoute } from './helpers/http'
import { testPayload } from './helpers/payload'
import { signedInDoctor } from './helpers/quiz'

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

describe('the period start written elsewhere', () => {
  it("obeys the same rule through Payload's REST API as through the product route", async () => {
    const { user, cookie } = await signedInDoctor(payload, { label: 'cme-period-rest' })
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)
    for (const start of ['9999-12-31', tomorrow, '1949-12-31', '2023-02-29']) {
      const { status } = await callRoute(cmsPatch, {
        method: 'PATCH',
        cookie,
        url: `http://localhost/api/cms/users/${user.id}`,
        params: { slug: ['users', String(user.id)] } as never,
        body: { cmePeriodStart: start },
      })
      expect({ start, status }).toEqual({ start, status: 400 })
    }
    const stored = await payload.findByID({ collection: 'users', id: user.id, depth: 0 })
    expect(stored.cmePeriodStart ?? null).toBeNull()
    const valid = await callRoute(cmsPatch, {
      method: 'PATCH',
      cookie,
      url: `http://localhost/api/cms/users/${user.id}`,
      params: { slug: ['users', String(user.id)] } as never,
      body: { cmePeriodStart: '2024-01-01' },
    })
    expect(valid.status).toBe(200)
  })

  it('a start stored before the rule held is ignored by the account and skipped by the reminders', async () => {
    const { user, cookie } = await signedInDoctor(payload, { label: 'cme-period-broken' })
    // Written past every validation, as an older version could.
    await payload.db.updateOne({
      collection: 'users',
      id: user.id,
      data: { cmePeriodStart: '9999-12-31' },
    })
    const period = await callRoute(getPeriod, { method: 'GET', cookie })
    expect(period.status).toBe(200)
    expect(period.json).toMatchObject({ startSet: false, start: berlinDay() })
    const pdf = await proofPdf(
      new Request('http://localhost/api/doctor/cme/proof.pdf', { headers: { cookie } }),
      undefined as never,
    )
    expect(pdf.status).toBe(200)
    const run = await sendCmeReminders(payload)
    expect(run.failed).toBe(0)
  })
})
