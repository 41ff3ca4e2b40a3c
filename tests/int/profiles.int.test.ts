import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as getProfile, POST as saveProfile } from '@/app/api/doctor/profile/route'
import { GET as search } from '@/app/api/doctors/search/route'
import { POST as signIn } from '@/app/api/auth/sign-in/route'
import { haversineKm } from '@/lib/geo/distance'
import { importPostalCodes, postalCodeCentroid } from '@/lib/geo/postalCodes'

import { callRoute, cookiePair, freshEmail } from './helpers/http'
import { testPayload } from './helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

async function doctorSession() {
  const email = freshEmail('profile')
  const user = await payload.create({
    collection: 'users',
    disableVerificationEmail: true,
    data: { email, password: 'profil-passwort', roles: ['doctor'], _verified: true },
  })
  const res = await callRoute(signIn, { body: { email, password: 'profil-passwort' } })
  return { user, cookie: cookiePair(res.setCookie) }
}

const searchFor = async (query: string) =>
  (await callRoute(search, { method: 'GET', url: `http://localhost/api/doctors/search?${query}` }))
    .json as unknown as {
    hits: { name: string; distanceKm: number | null }[]
    total: number
    unknownPostalCode: boolean
  }

describe('postal codes (geodata)', () => {
  it('imports GeoNames CSV idempotently and reports counts', async () => {
    const csv =
      'country_code,zipcode,place,state,state_code,province,province_code,community,community_code,latitude,longitude\nDE,99998,Teststadt,Thüringen,TH,,00,Test,16000,50.9,11.0\nDE,99999,Kaputt,,,,,,,,x\n'
    expect(await importPostalCodes(payload, csv)).toEqual({
      rows: 2,
      inserted: 1,
      updated: 0,
      unchanged: 0,
      skipped: 1,
    })
    expect(await importPostalCodes(payload, csv)).toEqual({
      rows: 2,
      inserted: 0,
      updated: 0,
      unchanged: 1,
      skipped: 1,
    })
    expect(await importPostalCodes(payload, csv.replace('50.9', '50.8'))).toMatchObject({
      inserted: 0,
      updated: 1,
    })
  })

  it('measures Berlin 10115 to Potsdam 14467 at about 26 km (GeoNames centroids)', async () => {
    const berlin = (await postalCodeCentroid(payload, '10115'))!
    const potsdam = (await postalCodeCentroid(payload, '14467'))!
    expect(haversineKm(berlin, potsdam)).toBeGreaterThan(25)
    expect(haversineKm(berlin, potsdam)).toBeLessThan(27)
  })
})

describe('/api/doctor/profile', () => {
  it('needs a session; answers null (200, no error in the console) before the first save', async () => {
    expect((await callRoute(getProfile, { method: 'GET' })).status).toBe(401)
    const { cookie } = await doctorSession()
    expect(await callRoute(getProfile, { method: 'GET', cookie })).toMatchObject({
      status: 200,
      json: null,
    })
  })

  it('validates with the German profile messages and cleans specialties', async () => {
    const { cookie } = await doctorSession()
    expect(await callRoute(saveProfile, { cookie, body: { name: 'A' } })).toMatchObject({
      status: 400,
      json: { message: 'Name muss mindestens 2 Zeichen lang sein' },
    })
    expect(
      await callRoute(saveProfile, { cookie, body: { name: 'Dr. Test', website: 'keine url' } }),
    ).toMatchObject({ status: 400, json: { message: 'Bitte geben Sie eine gültige URL ein' } })
    const saved = await callRoute(saveProfile, {
      cookie,
      body: {
        name: 'Dr. Test',
        website: '',
        specialties: [' Implantologie ', '', 'implantologie', 'Parodontologie'],
        postalCode: '14467',
        verified: true,
      },
    })
    expect(saved.status).toBe(200)
    expect(saved.json).toMatchObject({
      name: 'Dr. Test',
      specialties: ['Implantologie', 'Parodontologie'],
      verified: false,
      isPublic: false,
    })
  })

  it("keeps private profiles and others' profiles out of reach", async () => {
    const owner = await doctorSession()
    await callRoute(saveProfile, {
      cookie: owner.cookie,
      body: { name: 'Dr. Privat Versteckt', postalCode: '10115', isPublic: false },
    })
    const other = await doctorSession()
    const asOther = { overrideAccess: false, user: { ...other.user, collection: 'users' as const } }
    const { docs } = await payload.find({
      collection: 'doctor-profiles',
      where: { name: { equals: 'Dr. Privat Versteckt' } },
      ...asOther,
    })
    expect(docs).toHaveLength(0)
    const anon = await payload.find({
      collection: 'doctor-profiles',
      where: { name: { equals: 'Dr. Privat Versteckt' } },
      overrideAccess: false,
    })
    expect(anon.docs).toHaveLength(0)
    expect((await searchFor('q=Versteckt')).total).toBe(0)
    const own = (
      await payload.find({
        collection: 'doctor-profiles',
        where: { user: { equals: owner.user.id } },
        depth: 0,
      })
    ).docs[0]!
    await expect(
      payload.update({
        collection: 'doctor-profiles',
        id: own.id,
        data: { name: 'Gekapert' },
        ...asOther,
      }),
    ).rejects.toThrow()
    const selfVerify = await payload.update({
      collection: 'doctor-profiles',
      id: own.id,
      data: { verified: true },
      overrideAccess: false,
      user: { ...owner.user, collection: 'users' },
    })
    expect(selfVerify.verified).toBe(false)
  })
})

describe('verification of a profile', () => {
  it('ends when the dentist changes a checked detail, waits for an editor, and survives other edits', async () => {
    const { user, cookie } = await doctorSession()
    const body = {
      name: 'Dr. Vera Verifiziert',
      practiceName: 'Praxis Prüfstein',
      address: 'Alte Straße 1',
      postalCode: '14467',
      city: 'Potsdam',
      specialties: ['Endodontie'],
    }
    expect((await callRoute(saveProfile, { cookie, body })).status).toBeLessThan(300)
    const id = (
      await payload.find({
        collection: 'doctor-profiles',
        where: { user: { equals: user.id } },
        depth: 0,
      })
    ).docs[0]!.id
    const verify = () =>
      payload.update({ collection: 'doctor-profiles', id, data: { verified: true }, depth: 0 })
    const state = async () => {
      const doc = await payload.findByID({ collection: 'doctor-profiles', id, depth: 0 })
      return { verified: doc.verified, reverificationPending: doc.reverificationPending }
    }
    await verify()
    // Phone and website are not what the badge vouches for.
    await callRoute(saveProfile, { cookie, body: { ...body, phone: '0331 123456' } })
    expect(await state()).toEqual({ verified: true, reverificationPending: false })
    // A new address: the badge goes until an editor checks again.
    await callRoute(saveProfile, { cookie, body: { ...body, address: 'Neue Straße 2' } })
    expect(await state()).toEqual({ verified: false, reverificationPending: true })
    const waiting = await payload.find({
      collection: 'doctor-profiles',
      where: { reverificationPending: { equals: true } },
      depth: 0,
    })
    expect(waiting.docs.map((d) => d.id)).toContain(id)
    await verify()
    expect(await state()).toEqual({ verified: true, reverificationPending: false })
    // The same through Payload's API as the owner, for the specialties.
    await payload.update({
      collection: 'doctor-profiles',
      id,
      data: { specialties: ['Endodontie', 'Implantologie'] },
      overrideAccess: false,
      user: { ...user, collection: 'users' },
    })
    expect(await state()).toEqual({ verified: false, reverificationPending: true })
  })
})

describe('GET /api/doctors/search', () => {
  it('finds public profiles by name words, specialty and distance from a postal code', async () => {
    const { cookie } = await doctorSession()
    await callRoute(saveProfile, {
      cookie,
      body: {
        name: 'Dr. Ursula Zwiebelfisch',
        practiceName: 'Praxis am Park',
        postalCode: '14467',
        city: 'Potsdam',
        isPublic: true,
        specialties: ['Kinderzahnheilkunde'],
      },
    })
    expect((await searchFor('q=zwiebel')).hits.map((h) => h.name)).toEqual([
      'Dr. Ursula Zwiebelfisch',
    ])
    expect((await searchFor('q=zwiebel&specialty=kinderzahnheilkunde')).total).toBe(1)
    expect((await searchFor('q=zwiebel&specialty=Implantologie')).total).toBe(0)
    const near = await searchFor('q=zwiebel&postalCode=10115&radiusKm=25')
    expect(near.total).toBe(0)
    const within = await searchFor('q=zwiebel&postalCode=10115&radiusKm=50')
    expect(within.hits[0]?.distanceKm).toBeGreaterThan(25)
    expect(within.hits[0]?.distanceKm).toBeLessThan(27)
    expect((await searchFor('q=zwiebel&postalCode=14467&radiusKm=5')).total).toBe(1)
  })

  it('sorts by distance, counts the seeded demo dentists and flags unknown postal codes', async () => {
    const berlin = await searchFor('postalCode=10115&radiusKm=25')
    expect(berlin.total).toBeGreaterThan(3)
    const distances = berlin.hits.map((h) => h.distanceKm!)
    expect([...distances].sort((a, b) => a - b)).toEqual(distances)
    expect(distances.every((d) => d <= 25)).toBe(true)
    expect((await searchFor('postalCode=00000')).unknownPostalCode).toBe(true)
    expect(
      (
        await callRoute(search, {
          method: 'GET',
          url: 'http://localhost/api/doctors/search?postalCode=abc',
        })
      ).status,
    ).toBe(400)
  })
})
