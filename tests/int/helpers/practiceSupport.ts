import config from '@payload-config'
import { GRAPHQL_POST, REST_GET } from '@payloadcms/next/routes'
import type { Payload } from 'payload'

import type { User } from '@payload-types'
import { POST as addCertificate } from '@/app/api/doctor/cme/certificates/route'
import { POST as acceptInvitation } from '@/app/api/practices/invitations/accept/route'
import { POST as inviteRoute } from '@/app/api/practices/[id]/invitations/route'
import { GET as getPractice } from '@/app/api/practices/[id]/route'
import { POST as createPractice } from '@/app/api/practices/route'
import { berlinDay } from '@/lib/cme/period'
import { asServer } from '@/lib/payload/readAs'

import { expect } from 'vitest'

import { PDF_BYTES, sendForm } from './cmeAccountForms'
import { callRoute } from './http'
import { signedInDoctor } from './quiz'

/*
 * Shared set-up of the practice journeys (`practice*.int.test.ts`): signed-in dentists
 * with a JWT for Payload's API, a practice with an employed dentist who shares a chosen
 * level, and reads through Payload's REST and GraphQL API.
 */

const restGet = REST_GET(config)
const graphqlPost = GRAPHQL_POST(config)

/** A signed-in dentist: the user, the product session cookie and a JWT for Payload's API. */
export type Dentist = { user: User; cookie: string; jwt: string }

/** A verified dentist without membership, signed in to both APIs. */
export async function dentist(payload: Payload, label: string): Promise<Dentist> {
  const { user, cookie } = await signedInDoctor(payload, { label, member: false })
  const { token } = await payload.login({
    collection: 'users',
    data: { email: user.email, password: 'quiz-passwort-1' },
  })
  if (!token) throw new Error('no token')
  return { user, cookie, jwt: token }
}

/** The body of `POST /api/practices` for a practice in Magdeburg. */
export const PRACTICE = {
  name: 'Zahnarztpraxis am Domplatz',
  street: 'Domplatz 1',
  postalCode: '39104',
  city: 'Magdeburg',
  kzv: 'sachsen-anhalt',
}

/** Creates a practice through the product API as `owner`; returns its id. */
export async function practiceOf(owner: Dentist, name = PRACTICE.name): Promise<number> {
  const created = await callRoute(createPractice, {
    cookie: owner.cookie,
    body: { ...PRACTICE, name },
  })
  if (created.status !== 201) throw new Error(`practice not created: ${created.status}`)
  return created.json.id as number
}

/** The token of the open invitation of `email` (read from the database, as the mail carries it). */
export async function invitationToken(payload: Payload, email: string): Promise<string> {
  const rows = await payload.find({
    collection: 'practice-invitations',
    where: { email: { equals: email.toLowerCase() }, status: { equals: 'pending' } },
    depth: 1,
    sort: '-createdAt',
    limit: 1,
    ...asServer('test: the code the invitation mail carries'),
  })
  const code = rows.docs[0]?.invitationCode
  if (!code || typeof code !== 'object') throw new Error(`no open invitation for ${email}`)
  return code.code as string
}

/** `owner` invites `employee` into `practiceId`, who accepts sharing `sharing`; returns the member id. */
export async function employ(
  payload: Payload,
  owner: Dentist,
  practiceId: number,
  employee: Dentist,
  sharing: 'none' | 'status' | 'certificates',
): Promise<number> {
  const invited = await callRoute(inviteRoute, {
    cookie: owner.cookie,
    params: { id: String(practiceId) },
    body: { email: employee.user.email },
  })
  if (invited.status !== 201) throw new Error(`invitation failed: ${invited.status}`)
  const token = await invitationToken(payload, employee.user.email)
  const accepted = await callRoute(acceptInvitation, {
    cookie: employee.cookie,
    body: { token, sharing },
  })
  if (accepted.status !== 200) throw new Error(`accept failed: ${JSON.stringify(accepted.json)}`)
  return accepted.json.memberId as number
}

/** A GET of Payload's REST API (`/api/cms/<path>`) as the holder of `jwt`. */
export async function restAs(
  jwt: string,
  path: string,
): Promise<{ status: number; json: Record<string, unknown>; response: Response }> {
  const url = new URL(`http://localhost/api/cms/${path}`)
  const response = await restGet(new Request(url, { headers: { authorization: `JWT ${jwt}` } }), {
    params: Promise.resolve({ slug: url.pathname.split('/').slice(3) }),
  } as never)
  const copy = response.clone()
  const text = await response.text()
  let json: Record<string, unknown> = {}
  try {
    json = text ? JSON.parse(text) : {}
  } catch {
    json = {}
  }
  return { status: response.status, json, response: copy }
}

/** A GraphQL query to Payload's API as the holder of `jwt`; the `data` and `errors`. */
export async function graphqlAs(
  jwt: string,
  query: string,
): Promise<{ data?: Record<string, unknown>; errors?: { message: string }[] }> {
  const response = await graphqlPost(
    new Request('http://localhost/api/cms/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `JWT ${jwt}` },
      body: JSON.stringify({ query }),
    }),
  )
  return (await response.json()) as never
}

/** One member of a practice as its owner sees it. */
export type Member = { id: number; name: string; sharing: string; cme?: Record<string, unknown> }

/** The practice as `owner` reads it through the product API. */
export async function detail(owner: Dentist, practiceId: number) {
  return callRoute(getPractice, {
    method: 'GET',
    cookie: owner.cookie,
    params: { id: String(practiceId) },
  })
}

/** One member as `owner` sees them in the practice detail. */
export async function memberView(owner: Dentist, practiceId: number, memberId: number) {
  const { json } = await detail(owner, practiceId)
  return (json.members as Member[]).find((m) => m.id === memberId)
}

/** An external certificate of `employee` through the product route; returns its id. */
export async function upload(employee: Dentist, title: string, date: string, points: string) {
  const created = await sendForm(addCertificate, {
    cookie: employee.cookie,
    fields: {
      title,
      provider: 'Zahnärztekammer Sachsen-Anhalt',
      date,
      points,
      category: 'A',
      topic: '',
    },
    file: { name: 'nachweis.pdf', bytes: PDF_BYTES, type: 'application/pdf' },
  })
  expect(created.status).toBe(201)
  return String(created.json.id)
}

/** Today in Germany as YYYY-MM-DD: the five-year period starts on the account's German day. */
export const today = () => berlinDay()
