import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@payload-types'

import { POST as signIn } from '@/app/api/auth/sign-in/route'
import { GET as membership } from '@/app/api/auth/membership/route'
import { GET as certificatePdf } from '@/app/api/doctor/certificates/[certificateId]/route'
import { GET as certificateList } from '@/app/api/doctor/cme/certificates/route'
import { GET as getProfile, POST as saveProfile } from '@/app/api/doctor/profile/route'
import { GET as stats } from '@/app/api/doctor/stats/route'

import { award, download } from './helpers/cmeAccountForms'
import { callRoute, cookiePair } from './helpers/http'
import { createUser, testPayload } from './helpers/payload'
import { signedInDoctor } from './helpers/quiz'

/*
 * The access matrix of the product API: each endpoint that reads or writes a reader's own
 * data, walked as visitor, dentist (the owner), another dentist, editor and admin. The
 * endpoints read through the collections' access rules (`user: reader, overrideAccess:
 * false`), so a forgotten `where` would show up here as another reader's data.
 */

type Role = 'visitor' | 'owner' | 'other' | 'editor' | 'admin'

let payload: Payload
let cookies: Record<Role, string | undefined>
let owner: User
let certificateId: string

/** A staff member's session cookie through the same sign-in as everyone's. */
async function staffCookie(role: 'editor' | 'admin'): Promise<string> {
  const user = await createUser(payload, role)
  const res = await callRoute(signIn, {
    body: { email: user.email, password: 'test-password-123' },
  })
  expect(res.status).toBe(200)
  return cookiePair(res.setCookie)
}

beforeAll(async () => {
  payload = await testPayload()
  const ownerSession = await signedInDoctor(payload, { label: 'matrix-owner' })
  const otherSession = await signedInDoctor(payload, { label: 'matrix-other', member: false })
  owner = ownerSession.user
  cookies = {
    visitor: undefined,
    owner: ownerSession.cookie,
    other: otherSession.cookie,
    editor: await staffCookie('editor'),
    admin: await staffCookie('admin'),
  }
  const saved = await callRoute(saveProfile, {
    cookie: cookies.owner,
    body: { name: 'Dr. Matrix Eigentümerin', city: 'Köln', isPublic: false },
  })
  expect(saved.status).toBe(200)
  const credit = await award(payload, owner, 'Matrix-Fortbildung', 3, '2026-06-01T08:00:00.000Z')
  certificateId = credit.certificateId!
}, 120_000)

const roles: Role[] = ['visitor', 'owner', 'other', 'editor', 'admin']

/** What `ask` answers for each role, asked with that role's session cookie (none for visitors). */
async function byRole<T>(
  ask: (cookie: string | undefined) => Promise<T>,
): Promise<Record<Role, T>> {
  const answers = {} as Record<Role, T>
  for (const role of roles) answers[role] = await ask(cookies[role])
  return answers
}

/** The status when not 200, else `pick` of the JSON answer. */
const answerOr = <T>(res: { status: number; json: unknown }, pick: (json: never) => T) =>
  res.status === 200 ? pick(res.json as never) : res.status

describe('product API: own data only, whoever asks', () => {
  it('GET /api/doctor/profile: the owner gets their profile, everyone else their own or nothing', async () => {
    const seen = await byRole(async (cookie) =>
      answerOr(
        await callRoute(getProfile, { method: 'GET', cookie }),
        (json: { name?: string } | null) => json?.name ?? null,
      ),
    )
    expect(seen).toEqual({
      visitor: 401,
      owner: 'Dr. Matrix Eigentümerin',
      other: null,
      editor: null,
      admin: null,
    })
  })

  it("POST /api/doctor/profile: another reader's save creates their own profile and leaves the owner's alone", async () => {
    const res = await callRoute(saveProfile, {
      cookie: cookies.other,
      body: { name: 'Dr. Andere Person', city: 'Bonn' },
    })
    expect(res.status).toBe(200)
    const { docs } = await payload.find({
      collection: 'doctor-profiles',
      where: { user: { equals: owner.id } },
      overrideAccess: true,
      depth: 0,
    })
    expect(docs.map((d) => [d.name, d.city])).toEqual([['Dr. Matrix Eigentümerin', 'Köln']])
    expect((await callRoute(saveProfile, { body: { name: 'Niemand' } })).status).toBe(401)
  })

  it("GET /api/doctor/stats: the owner's points count for the owner only", async () => {
    const totals = await byRole(async (cookie) =>
      answerOr(
        await callRoute(stats, { method: 'GET', cookie }),
        (json: { totalCredits: number }) => json.totalCredits,
      ),
    )
    expect(totals).toEqual({ visitor: 401, owner: 3, other: 0, editor: 0, admin: 0 })
  })

  it("GET /api/doctor/cme/certificates: the owner's certificate is in the owner's list only", async () => {
    const listed = await byRole(async (cookie) =>
      answerOr(
        await callRoute(certificateList, { method: 'GET', cookie }),
        (json: { certificates: { id: string }[] }) =>
          json.certificates.some((c) => c.id === certificateId),
      ),
    )
    expect(listed).toEqual({ visitor: 401, owner: true, other: false, editor: false, admin: false })
  })

  it('GET /api/doctor/certificates/{id}: the PDF for its holder; 404 for everyone else, staff included', async () => {
    const statuses = await byRole(async (cookie) => {
      const res = await download(
        certificatePdf,
        cookie ?? '',
        `http://localhost/api/doctor/certificates/${certificateId}`,
        { certificateId },
      )
      if (res.status === 200) expect(res.headers.get('content-type')).toBe('application/pdf')
      return res.status
    })
    expect(statuses).toEqual({ visitor: 401, owner: 200, other: 404, editor: 404, admin: 404 })
  })

  it("GET /api/auth/membership: the owner's membership is the owner's alone", async () => {
    const premium = await byRole(async (cookie) =>
      answerOr(
        await callRoute(membership, { method: 'GET', cookie }),
        (json: { hasPremium: boolean }) => json.hasPremium,
      ),
    )
    expect(premium).toEqual({
      visitor: 401,
      owner: true,
      other: false,
      editor: false,
      admin: false,
    })
  })
})
