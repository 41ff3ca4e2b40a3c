import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@payload-types'
import { GRANT_IN_PAST_MESSAGE } from '../../collections/Memberships'
import { endOfGermanDay } from '@/lib/dates/germanDay'
import { userHasPremium } from '@/lib/membership/reads'

import { createUser, testPayload } from './helpers/payload'

let payload: Payload
let admin: User
const DAY = 24 * 3600 * 1000

beforeAll(async () => {
  payload = await testPayload()
  admin = await createUser(payload, 'admin')
})

/** Midnight German time at the start of the German day of `date`: what the studio sends for a day typed without time. */
function typedDay(date: Date): string {
  // One second after the end of the previous German day (36 hours back always lands in it,
  // also across a daylight-saving switch).
  const previousDay = new Date(endOfGermanDay(date).getTime() - 36 * 3600 * 1000)
  return new Date(endOfGermanDay(previousDay).getTime() + 1000).toISOString()
}

const grant = (user: User, data: Record<string, unknown>) =>
  payload.create({
    collection: 'memberships',
    overrideAccess: false,
    user: admin,
    depth: 0,
    data: { user: user.id, ...data } as never,
  })

async function refusal(promise: Promise<unknown>) {
  const error = (await promise.then(
    () => null,
    (e: unknown) => e,
  )) as { message?: string; data?: { errors?: { path: string; message: string }[] } } | null
  expect(error, 'the grant was saved').not.toBeNull()
  // The studio shows the error's text as its notice: it must say what is wrong.
  expect(error?.message).toBe(GRANT_IN_PAST_MESSAGE)
  return error?.data?.errors
}

describe('manual membership grants by admins', () => {
  it('a day typed without time lasts through that day, and the doctor has premium at once', async () => {
    const doctor = await createUser(payload, 'doctor')
    expect(await userHasPremium(payload, doctor.id)).toBe(false)
    const today = await grant(doctor, { currentPeriodEnd: typedDay(new Date()) })
    expect(today).toMatchObject({ source: 'manual', status: 'active', grantedBy: admin.id })
    expect(today.currentPeriodEnd).toBe(endOfGermanDay(new Date()).toISOString())
    expect(await userHasPremium(payload, doctor.id)).toBe(true)

    // 31.12. of next year, as typed: valid until 23:59:59 German time of that day.
    const nye = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 11, 31, 12))
    const later = await grant(doctor, { currentPeriodEnd: typedDay(nye) })
    expect(later.currentPeriodEnd).toBe(endOfGermanDay(nye).toISOString())
  })

  it('refuses a grant that would already be over, with a clear message at "Gültig bis"', async () => {
    const doctor = await createUser(payload, 'doctor')
    const errors = await refusal(
      grant(doctor, { currentPeriodEnd: typedDay(new Date(Date.now() - 2 * DAY)) }),
    )
    expect(errors).toEqual([{ path: 'currentPeriodEnd', message: GRANT_IN_PAST_MESSAGE }])
    expect(
      (await payload.count({ collection: 'memberships', where: { user: { equals: doctor.id } } }))
        .totalDocs,
    ).toBe(0)
    // A record of a revoked grant may lie in the past: it claims nothing.
    await expect(
      grant(doctor, {
        status: 'canceled',
        currentPeriodEnd: new Date(Date.now() - 2 * DAY).toISOString(),
      }),
    ).resolves.toMatchObject({ status: 'canceled' })
  })

  it('an expired grant can still get a note, but not a past end date or back its access', async () => {
    const doctor = await createUser(payload, 'doctor')
    const created = await grant(doctor, {
      currentPeriodEnd: new Date(Date.now() + DAY).toISOString(),
    })
    // Time passes: the grant is now over.
    await payload.db.updateOne({
      collection: 'memberships',
      id: created.id,
      data: { currentPeriodEnd: new Date(Date.now() - DAY).toISOString() },
      returning: false,
    })
    const update = (data: Record<string, unknown>) =>
      payload.update({
        collection: 'memberships',
        id: created.id,
        overrideAccess: false,
        user: admin,
        data,
      })
    await expect(update({ note: 'Referent 2026' })).resolves.toMatchObject({
      note: 'Referent 2026',
    })
    expect(
      await refusal(update({ currentPeriodEnd: new Date(Date.now() - 3 * DAY).toISOString() })),
    ).toEqual([{ path: 'currentPeriodEnd', message: GRANT_IN_PAST_MESSAGE }])
    await update({ status: 'canceled' })
    expect(await refusal(update({ status: 'active' }))).toEqual([
      { path: 'currentPeriodEnd', message: GRANT_IN_PAST_MESSAGE },
    ])
    await expect(
      update({ status: 'active', currentPeriodEnd: new Date(Date.now() + 30 * DAY).toISOString() }),
    ).resolves.toMatchObject({ status: 'active' })
    expect(await userHasPremium(payload, doctor.id)).toBe(true)
  })

  it('Stripe mirrors are stored as Stripe reports them, past periods included', async () => {
    const doctor = await createUser(payload, 'doctor')
    await expect(
      payload.create({
        collection: 'memberships',
        overrideAccess: true,
        data: {
          user: doctor.id,
          source: 'stripe',
          status: 'active',
          stripeSubscriptionId: `sub_past_${Date.now()}`,
          currentPeriodEnd: new Date(Date.now() - DAY).toISOString(),
        },
      }),
    ).resolves.toMatchObject({ source: 'stripe' })
  })
})
