import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { PUT as assign } from '@/app/api/practices/[id]/seats/[memberId]/route'
import { userHasPremium } from '@/lib/membership/reads'
import { asServer } from '@/lib/payload/readAs'

import { callRoute, smtpServerForFile } from './helpers/http'
import { testPayload } from './helpers/payload'
import { dentist, detail, employ, practiceOf, type Dentist } from './helpers/practiceSupport'

/*
 * Team seats under concurrency (docs/product.md, "Team seats"): assigning takes a lock on
 * the practice's seats, so two assignments of the last seat are served one after the other.
 */

smtpServerForFile()
let payload: Payload
const YEAR = 365 * 24 * 3600 * 1000

beforeAll(async () => {
  payload = await testPayload()
})

const premium = (who: Dentist) => userHasPremium(payload, who.user.id)

const seat = (owner: Dentist, practiceId: number, memberId: number) =>
  callRoute(assign, {
    method: 'PUT',
    cookie: owner.cookie,
    params: { id: String(practiceId), memberId: String(memberId) },
  })

describe('Team seats', () => {
  it('go to one of two managers who assign the last seat at the same moment', async () => {
    const owner = await dentist(payload, 'race-owner')
    const [carla, dirk] = [
      await dentist(payload, 'race-carla'),
      await dentist(payload, 'race-dirk'),
    ]
    const practiceId = await practiceOf(owner, 'Praxis mit einem Teamplatz')
    const carlaId = await employ(payload, owner, practiceId, carla, 'none')
    const dirkId = await employ(payload, owner, practiceId, dirk, 'none')
    // The webhook's mirror of a one-seat subscription, written as it would write it.
    await payload.update({
      collection: 'practices',
      id: practiceId,
      data: {
        seats: 1,
        seatStatus: 'active',
        seatPeriodEnd: new Date(Date.now() + YEAR).toISOString(),
      },
      ...asServer('test: a practice with one paid seat'),
    })

    const answers = await Promise.all([
      seat(owner, practiceId, carlaId),
      seat(owner, practiceId, dirkId),
    ])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    expect(answers.find((a) => a.status === 409)!.json.code).toBe('seats_exhausted')
    expect((await detail(owner, practiceId)).json.seats).toMatchObject({ paid: 1, assigned: 1 })
    expect([await premium(carla), await premium(dirk)].filter(Boolean)).toHaveLength(1)
    const memberships = await payload.count({
      collection: 'memberships',
      where: { practice: { equals: practiceId }, source: { equals: 'practice' } },
      ...asServer('test: seat memberships of the practice'),
    })
    expect(memberships.totalDocs).toBe(1)
  })
})
