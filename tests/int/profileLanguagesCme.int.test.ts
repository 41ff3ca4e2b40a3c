import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as saveProfile } from '@/app/api/doctor/profile/route'
import { GET as search } from '@/app/api/doctors/search/route'
import { publicCmePoints } from '@/lib/profiles/publicCme'

import { award } from './helpers/cmeAccountForms'
import { callRoute } from './helpers/http'
import { testPayload } from './helpers/payload'
import { signedInDoctor } from './helpers/quiz'

/*
 * Languages spoken in the practice (profile form, public search filter) and the opt-in CME
 * points of the public profile (our certificates of the last five years only).
 */

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const names = async (query: string) =>
  (
    (
      await callRoute(search, {
        method: 'GET',
        url: `http://localhost/api/doctors/search?${query}`,
      })
    ).json as { hits: { name: string }[] }
  ).hits.map((h) => h.name)

describe('languages spoken in the practice', () => {
  it('stores the journal’s language codes once each, refuses others, and filters the search', async () => {
    const { cookie } = await signedInDoctor(payload, { label: 'languages', member: false })
    const body = { name: 'Dr. Selin Aydın Sprachen', city: 'Köln', isPublic: true }
    const refused = await callRoute(saveProfile, {
      cookie,
      body: { ...body, languages: ['tr', 'klingonisch'] },
    })
    expect(refused.status).toBe(400)
    const saved = await callRoute(saveProfile, {
      cookie,
      body: { ...body, languages: ['tr', 'de', 'tr'] },
    })
    expect(saved.status).toBe(200)
    expect(saved.json).toMatchObject({ languages: ['de', 'tr'], showCme: false })

    expect(await names('q=Sprachen&language=tr')).toEqual(['Dr. Selin Aydın Sprachen'])
    expect(await names('q=Sprachen&language=ja')).toEqual([])
    expect(await names('q=Sprachen')).toEqual(['Dr. Selin Aydın Sprachen'])
    const bad = await callRoute(search, {
      method: 'GET',
      url: 'http://localhost/api/doctors/search?language=xx',
    })
    expect(bad.status).toBe(400)
  })
})

describe('CME points on the public profile', () => {
  it('counts our certificates of the last five years only, per topic', async () => {
    const { user, cookie } = await signedInDoctor(payload, { label: 'public-cme', member: false })
    const saved = await callRoute(saveProfile, {
      cookie,
      body: { name: 'Dr. Jan Punkte', isPublic: true, showCme: true },
    })
    expect(saved.json).toMatchObject({ showCme: true })
    const profile = (
      await payload.find({
        collection: 'doctor-profiles',
        where: { user: { equals: user.id } },
        limit: 1,
      })
    ).docs[0]!
    const quizzes = (await payload.find({ collection: 'quizzes', limit: 2, depth: 0 })).docs
    await award(payload, user, 'Parodontitis heute', 2, '2026-05-02T10:00:00.000Z')
    // An older certificate on another quiz, outside the five years.
    await payload.create({
      collection: 'cme-credits',
      data: {
        user: user.id,
        quiz: quizzes[1]!.id,
        moduleTitle: 'Alter Kurs',
        topic: 'endodontics',
        credits: 3,
        percentage: 100,
        certificateId: `DJ-CME-OLD-${user.id}`,
        awardedAt: '2020-01-01T10:00:00.000Z',
      },
    })
    const now = new Date('2026-06-01T00:00:00.000Z')
    expect(await publicCmePoints(payload, profile.id, now)).toEqual({
      total: 2,
      byTopic: [{ topic: 'periodontology', points: 2 }],
    })
    expect((await publicCmePoints(payload, profile.id, new Date('2024-12-31')))!.total).toBe(3)
    // Opted out again, or private: no points, whoever asks.
    await callRoute(saveProfile, {
      cookie,
      body: { name: 'Dr. Jan Punkte', isPublic: true, showCme: false },
    })
    expect(await publicCmePoints(payload, profile.id, now)).toBeNull()
    await callRoute(saveProfile, {
      cookie,
      body: { name: 'Dr. Jan Punkte', showCme: true, isPublic: false },
    })
    expect(await publicCmePoints(payload, profile.id, now)).toBeNull()
  })
})
