import config from '@payload-config'
import { GRAPHQL_POST, REST_PATCH, REST_POST } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { DoctorProfile, User } from '@payload-types'
import { POST as saveProfile } from '@/app/api/doctor/profile/route'
import { GET as search } from '@/app/api/doctors/search/route'
import { POST as signIn } from '@/app/api/auth/sign-in/route'
import { postalCodeCentroid } from '@/lib/geo/postalCodes'
import { PROFILE_MESSAGES } from '@/lib/profiles/schema'

import { callRoute, cookiePair, freshEmail, freshIp } from '../helpers/http'
import { createUser, testPayload } from '../helpers/payload'

const restPatch = REST_PATCH(config)
const restPost = REST_POST(config)
const graphql = GRAPHQL_POST(config)
const PASSWORD = 'profil-passwort'
let payload: Payload
let admin: User

beforeAll(async () => {
  payload = await testPayload()
  admin = await createUser(payload, 'admin')
})

/** A signed-in doctor: the user, the product session cookie and a JWT for Payload's API. */
async function doctor() {
  const email = freshEmail('sec-profile')
  const user = await payload.create({
    collection: 'users',
    disableVerificationEmail: true,
    data: { email, password: PASSWORD, roles: ['doctor'], _verified: true },
  })
  const session = await callRoute(signIn, { body: { email, password: PASSWORD } })
  const { token } = await payload.login({
    collection: 'users',
    data: { email, password: PASSWORD },
  })
  return {
    user: { ...user, collection: 'users' as const },
    cookie: cookiePair(session.setCookie),
    jwt: token!,
  }
}

async function jwtOf(user: User): Promise<string> {
  const { token } = await payload.login({
    collection: 'users',
    data: { email: user.email, password: 'test-password-123' },
  })
  return token!
}

/** Calls Payload's own REST API (`/api/cms/...`) as the studio or a script would. */
async function rest(
  handler: typeof restPatch,
  method: 'PATCH' | 'POST',
  path: string[],
  body: unknown,
  jwt: string,
) {
  const request = new Request(`http://localhost/api/cms/${path.join('/')}`, {
    method,
    headers: {
      'content-type': 'application/json',
      authorization: `JWT ${jwt}`,
      'x-forwarded-for': freshIp(),
    },
    body: JSON.stringify(body),
  })
  const response = await handler(request, { params: Promise.resolve({ slug: path }) })
  return {
    status: response.status,
    json: (await response.json()) as {
      doc?: DoctorProfile
      errors?: { message: string; data?: { errors?: { path: string; message: string }[] } }[]
    },
  }
}

const stored = (id: number) =>
  payload.findByID({ collection: 'doctor-profiles', id, depth: 0, overrideAccess: true })

/** A profile saved through the product route (Potsdam, 14467); returns the stored document. */
async function productProfile(owner: Awaited<ReturnType<typeof doctor>>, name: string) {
  const saved = await callRoute(saveProfile, {
    cookie: owner.cookie,
    body: { name, postalCode: '14467', city: 'Potsdam', isPublic: true },
  })
  expect(saved.status).toBe(200)
  const { docs } = await payload.find({
    collection: 'doctor-profiles',
    where: { user: { equals: owner.user.id } },
    depth: 0,
  })
  return docs[0]!
}

describe("doctor profiles through Payload's API follow the product's rules", () => {
  it('keeps slug and coordinates on the server for owners (REST, Local API) and admins alike', async () => {
    const owner = await doctor()
    const before = await productProfile(owner, 'Dr. Quirin Quellwasser')
    const potsdam = (await postalCodeCentroid(payload, '14467'))!
    expect(before).toMatchObject({ latitude: potsdam.latitude, longitude: potsdam.longitude })

    // Berlin-Mitte's coordinates would put the Potsdam practice first for searches there.
    const forged = { slug: 'aaa-ganz-oben', latitude: 52.532, longitude: 13.3849 }
    const patched = await rest(
      restPatch,
      'PATCH',
      ['doctor-profiles', String(before.id)],
      forged,
      owner.jwt,
    )
    expect(patched.status).toBe(200)
    await payload.update({
      collection: 'doctor-profiles',
      id: before.id,
      data: { ...forged, practiceName: 'Praxis am See' },
      overrideAccess: false,
      user: owner.user,
    })
    const studio = await rest(
      restPatch,
      'PATCH',
      ['doctor-profiles', String(before.id)],
      { ...before, ...forged, verified: true, practiceName: 'Praxis am Havelufer' },
      await jwtOf(admin),
    )
    expect(studio.status).toBe(200)
    expect(await stored(before.id)).toMatchObject({
      slug: before.slug,
      latitude: potsdam.latitude,
      longitude: potsdam.longitude,
      verified: true,
      practiceName: 'Praxis am Havelufer',
    })
    const near = await callRoute(search, {
      method: 'GET',
      url: 'http://localhost/api/doctors/search?q=Quellwasser&postalCode=10115&radiusKm=5',
    })
    expect(near.json.total).toBe(0)

    // A new profile created through REST gets a slug from its name and the postal code's point.
    const other = await doctor()
    const created = await rest(
      restPost,
      'POST',
      ['doctor-profiles'],
      { name: 'Dr. Rita Rollfeld', postalCode: '14467', ...forged },
      other.jwt,
    )
    expect(created.status).toBe(201)
    expect(created.json.doc).toMatchObject({
      slug: expect.stringMatching(/^dr-rita-rollfeld-[a-z0-9]{4}$/),
      latitude: potsdam.latitude,
      longitude: potsdam.longitude,
    })
  })

  it('takes only http(s) websites and the product form rules through REST, GraphQL and the Local API', async () => {
    const owner = await doctor()
    const profile = await productProfile(owner, 'Dr. Wanda Webfrei')
    const bad = await rest(
      restPatch,
      'PATCH',
      ['doctor-profiles', String(profile.id)],
      { website: 'javascript:alert(document.cookie)' },
      owner.jwt,
    )
    expect(bad.status).toBe(400)
    expect(bad.json.errors?.[0]?.data?.errors).toEqual([
      expect.objectContaining({ path: 'website', message: PROFILE_MESSAGES.invalidUrl }),
    ])

    await expect(
      payload.update({
        collection: 'doctor-profiles',
        id: profile.id,
        data: { website: 'ftp://praxis.example' },
        overrideAccess: false,
        user: owner.user,
      }),
    ).rejects.toThrow(/website/)

    const response = await graphql(
      new Request('http://localhost/api/cms/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `JWT ${owner.jwt}` },
        body: JSON.stringify({
          query: `mutation { updateDoctorProfile(id: ${profile.id}, data: { website: "data:text/html,<script>alert(1)</script>" }) { id website } }`,
        }),
      }),
    )
    const answer = (await response.json()) as { errors?: { message: string }[] }
    expect(answer.errors?.[0]?.message).toMatch(/website/)
    expect((await stored(profile.id)).website).toBe('')

    // The product form's normalising applies too: trimmed text, cleaned specialties.
    const ok = await rest(
      restPatch,
      'PATCH',
      ['doctor-profiles', String(profile.id)],
      { website: ' https://praxis-webfrei.example ', specialties: ['Endo', ' endo ', ''] },
      owner.jwt,
    )
    expect(ok.status).toBe(200)
    expect(await stored(profile.id)).toMatchObject({
      name: 'Dr. Wanda Webfrei',
      website: 'https://praxis-webfrei.example',
      specialties: ['Endo'],
    })
  })
})
