import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@payload-types'

import { asUser, createUser, testPayload } from '../helpers/payload'

const DAY_MS = 24 * 60 * 60 * 1000
let payload: Payload
let admin: User

beforeAll(async () => {
  payload = await testPayload()
  admin = await createUser(payload, 'admin')
})

describe('membership notes are internal', () => {
  it("hides the admin's note from the member, who still reads the membership", async () => {
    const doctor = await createUser(payload, 'doctor')
    const membership = await payload.create({
      collection: 'memberships',
      ...asUser(admin),
      data: {
        user: doctor.id,
        currentPeriodEnd: new Date(Date.now() + DAY_MS).toISOString(),
        note: 'Kulanz nach Beschwerde, intern',
      },
    })
    const own = await payload.findByID({
      collection: 'memberships',
      id: membership.id,
      ...asUser(doctor),
    })
    expect(own.currentPeriodEnd).toBeTruthy()
    expect(own).not.toHaveProperty('note')
    await expect(
      payload.find({
        collection: 'memberships',
        where: { note: { like: 'Kulanz' } },
        ...asUser(doctor),
      }),
    ).rejects.toThrow()
    expect(
      (await payload.findByID({ collection: 'memberships', id: membership.id, ...asUser(admin) }))
        .note,
    ).toBe('Kulanz nach Beschwerde, intern')
  })
})
