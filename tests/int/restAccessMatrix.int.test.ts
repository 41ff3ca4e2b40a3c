import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@payload-types'

import { asReader } from '@/lib/payload/readAs'

import { createUser, testPayload } from './helpers/payload'
import { tokenFor } from './helpers/studioJobs'

/**
 * Payload's REST API (`/api/cms/<collection>`), asked by a visitor, a dentist, another
 * dentist, an editor and an admin, for every collection of the configuration: who may list,
 * create, update and delete, and which rows a list shows each of them. The product API's
 * own routes are walked in productApiAccess.int.test.ts; this file proves that the
 * collection rules themselves hold where a browser can reach them without our routes.
 *
 * A collection added to the configuration without a row in `RULES` fails the first test:
 * whoever adds one decides here who may see it.
 */

type Role = 'visitor' | 'doctor' | 'otherDoctor' | 'editor' | 'admin'
const ROLES: Role[] = ['visitor', 'doctor', 'otherDoctor', 'editor', 'admin']

type Doc = Record<string, unknown>
/** What a role's list shows: nothing (403), every row, or only rows the predicate accepts. */
type ReadRule = 'none' | 'all' | ((doc: Doc, readerId: number | undefined) => boolean)
type Rules = { read: Record<Role, ReadRule>; create: Role[]; update: Role[]; delete: Role[] }

const NOBODY: Role[] = []
const ADMIN: Role[] = ['admin']
const STAFF: Role[] = ['editor', 'admin']
const SIGNED_IN: Role[] = ['doctor', 'otherDoctor', 'editor', 'admin']

const ownerOf = (doc: Doc) =>
  typeof doc.user === 'object' && doc.user ? (doc.user as Doc).id : doc.user
const own = (doc: Doc, readerId: number | undefined) => ownerOf(doc) === readerId
const published = (doc: Doc) => doc._status === 'published'

/** The same rule for every role but the listed ones. */
const reads = (rest: ReadRule, roles: Partial<Record<Role, ReadRule>>): Record<Role, ReadRule> =>
  Object.fromEntries(ROLES.map((role) => [role, roles[role] ?? rest])) as Record<Role, ReadRule>

const readStaff = reads('none', { editor: 'all', admin: 'all' })
const readAdmin = reads('none', { admin: 'all' })
const readOwner = reads(own, { visitor: 'none', admin: 'all' })

/** Server-written records: staff or admins read them, nobody writes them through the API. */
const serverRecords = (read: Record<Role, ReadRule>, del: Role[]): Rules => ({
  read,
  create: NOBODY,
  update: NOBODY,
  delete: del,
})
const staffEdited: Rules = { read: readStaff, create: STAFF, update: STAFF, delete: STAFF }

/** Payload serves no REST route for the collection: every method answers 501. */
const NO_REST_ROUTE = 'no REST route'

const RULES: Record<string, Rules | typeof NO_REST_ROUTE> = {
  articles: {
    read: reads(published, { editor: 'all', admin: 'all' }),
    create: STAFF,
    update: STAFF,
    delete: STAFF,
  },
  categories: { read: reads('all', {}), create: STAFF, update: STAFF, delete: STAFF },
  quizzes: staffEdited,
  'quiz-attempts': serverRecords(readAdmin, ADMIN),
  'cme-credits': serverRecords(readOwner, ADMIN),
  'cme-external-certificates': {
    read: readOwner,
    create: SIGNED_IN,
    update: SIGNED_IN,
    delete: SIGNED_IN,
  },
  'cme-reminders': serverRecords(readAdmin, ADMIN),
  'audio-jobs': serverRecords(readStaff, STAFF),
  pages: {
    read: reads(published, { editor: 'all', admin: 'all' }),
    create: STAFF,
    update: STAFF,
    delete: STAFF,
  },
  media: {
    // Audio files are staff-only (premium audio is served through the product API).
    read: reads((doc) => !String(doc.mimeType).startsWith('audio/'), {
      editor: 'all',
      admin: 'all',
    }),
    create: STAFF,
    update: STAFF,
    delete: STAFF,
  },
  'translation-jobs': serverRecords(readStaff, STAFF),
  'ui-strings': { read: reads('all', {}), create: STAFF, update: STAFF, delete: STAFF },
  'glossary-terms': staffEdited,
  users: {
    read: reads((doc, readerId) => doc.id === readerId, { visitor: 'none', admin: 'all' }),
    create: ADMIN,
    update: SIGNED_IN,
    delete: ADMIN,
  },
  'doctor-profiles': {
    // Public profiles for everyone; a private one only for its owner (whose `user` it shows).
    read: reads((doc, readerId) => doc.isPublic === true || own(doc, readerId), {
      admin: 'all',
    }),
    create: SIGNED_IN,
    update: SIGNED_IN,
    delete: SIGNED_IN,
  },
  'invitation-codes': { read: readAdmin, create: ADMIN, update: ADMIN, delete: ADMIN },
  'invitation-requests': serverRecords(readAdmin, ADMIN),
  'login-tokens': serverRecords(reads('none', {}), NOBODY),
  memberships: { read: readOwner, create: ADMIN, update: ADMIN, delete: ADMIN },
  // Practices: their members read them; dentists found them. Update and delete answer every
  // signed-in user with a row filter (owners and managers, owners), so a bulk call passes.
  practices: {
    read: reads((doc, readerId) => doc.createdBy === readerId, { visitor: 'none', admin: 'all' }),
    create: ['doctor', 'otherDoctor', 'admin'],
    update: SIGNED_IN,
    delete: SIGNED_IN,
  },
  // Member rows: the own one and those of managed practices; written by the server, the
  // sharing by the member themself.
  'practice-members': { read: readOwner, create: NOBODY, update: SIGNED_IN, delete: SIGNED_IN },
  // Invitations: the owners and managers of the practice (these dentists invited nobody).
  'practice-invitations': serverRecords(
    reads(() => false, { visitor: 'none', admin: 'all' }),
    NOBODY,
  ),
  'stripe-events': serverRecords(readAdmin, ADMIN),
  'postal-codes': serverRecords(reads('all', {}), ADMIN),
  'email-outbox': serverRecords(readAdmin, ADMIN),
  'newsletter-subscribers': serverRecords(readAdmin, ADMIN),
  newsletters: staffEdited,
  'newsletter-deliveries': serverRecords(readAdmin, NOBODY),
  // Imports of an existing journal: written by the import job, read by admins.
  imports: serverRecords(readAdmin, ADMIN),
  'import-records': serverRecords(readAdmin, ADMIN),
  // Old addresses (the redirects plugin): the studio's staff edit them.
  redirects: staffEdited,
  // Payload's own collections.
  'payload-jobs': serverRecords(reads('none', {}), NOBODY),
  'payload-locked-documents': staffEdited,
  'payload-preferences': {
    read: readOwner,
    create: SIGNED_IN,
    update: SIGNED_IN,
    delete: SIGNED_IN,
  },
  'payload-kv': serverRecords(reads('none', {}), NOBODY),
  'payload-migrations': NO_REST_ROUTE,
}

type RouteHandler = (request: Request, context: never) => Promise<Response>
let cms: Record<'GET' | 'POST' | 'PATCH' | 'DELETE', RouteHandler>
let payload: Payload
const readers: Partial<Record<Role, { user: User; token: string }>> = {}
const fixtures: { collection: 'memberships' | 'doctor-profiles' | 'practices'; id: number }[] = []

/** One request to Payload's REST route as `role`: status and parsed JSON. */
async function rest(
  role: Role,
  method: keyof typeof cms,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const url = new URL(`http://localhost/api/cms/${path}`)
  const headers = new Headers()
  const token = readers[role]?.token
  if (token) headers.set('authorization', `JWT ${token}`)
  if (body !== undefined) headers.set('content-type', 'application/json')
  const response = await cms[method](
    new Request(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
    { params: Promise.resolve({ slug: url.pathname.split('/').slice(3) }) } as never,
  )
  const text = await response.text()
  return { status: response.status, json: text ? JSON.parse(text) : {} }
}

/** A query string that matches no row: bulk update and delete then only test access. */
const NO_ROW = 'where[id][equals]=-1'

beforeAll(async () => {
  payload = await testPayload()
  cms = (await import('@/app/(payload)/api/cms/[...slug]/route')) as never
  for (const [role, kind] of [
    ['doctor', 'doctor'],
    ['otherDoctor', 'doctor'],
    ['editor', 'editor'],
    ['admin', 'admin'],
  ] as const) {
    const user = await createUser(payload, kind)
    readers[role] = { user, token: await tokenFor(payload, user.email) }
  }
  // Rows the two dentists own, so that "own" lists are not trivially empty.
  for (const role of ['doctor', 'otherDoctor'] as const) {
    const user = readers[role]!.user.id
    const membership = await payload.create({
      collection: 'memberships',
      data: {
        user,
        source: 'manual',
        status: 'active',
        currentPeriodEnd: new Date(Date.now() + 86_400_000).toISOString(),
      },
      // Test set-up: memberships are written by the server (Stripe) or an admin.
      overrideAccess: true,
    })
    const profile = await payload.create({
      collection: 'doctor-profiles',
      data: { user, name: `Dr. Matrix ${role}`, postalCode: '10115', isPublic: false },
      // Test set-up: a private profile of this dentist.
      overrideAccess: true,
    })
    fixtures.push(
      { collection: 'memberships', id: membership.id },
      { collection: 'doctor-profiles', id: profile.id },
    )
  }
  // A practice the first dentist founded (and so owns), which the other must not see.
  const practice = await payload.create({
    collection: 'practices',
    data: {
      name: 'Matrix-Praxis',
      kind: 'praxis',
      street: 'Hauptstraße 1',
      postalCode: '10115',
      city: 'Berlin',
      kzv: 'berlin',
    },
    ...asReader(readers.doctor!.user),
  })
  fixtures.push({ collection: 'practices', id: practice.id })
})

afterAll(async () => {
  for (const { collection, id } of fixtures)
    await payload.delete({ collection, id, overrideAccess: true })
  for (const reader of Object.values(readers))
    await payload.delete({ collection: 'users', id: reader.user.id, overrideAccess: true })
})

describe('REST access matrix', () => {
  it('has a row for every collection of the configuration', () => {
    const slugs = payload.config.collections.map((c) => c.slug)
    expect([...slugs].sort()).toEqual(Object.keys(RULES).sort())
  })

  it('lists to each role exactly the rows its rule allows', async () => {
    for (const [slug, rules] of Object.entries(RULES)) {
      if (rules === NO_REST_ROUTE) {
        for (const role of ROLES)
          expect((await rest(role, 'GET', slug)).status, `${role} lists ${slug}`).toBe(501)
        continue
      }
      const total = (await payload.count({ collection: slug as never, overrideAccess: true }))
        .totalDocs
      for (const role of ROLES) {
        const rule = rules.read[role]
        const { status, json } = await rest(role, 'GET', `${slug}?limit=100&depth=0`)
        const where = `${role} lists ${slug}`
        if (rule === 'none') {
          expect([401, 403], where).toContain(status)
          continue
        }
        expect(status, where).toBe(200)
        const docs = json.docs as Doc[]
        if (rule === 'all') {
          expect(json.totalDocs, where).toBe(total)
        } else {
          const readerId = readers[role]?.user.id
          expect(
            docs.filter((doc) => !rule(doc, readerId)).map((doc) => doc.id),
            where,
          ).toEqual([])
        }
      }
    }
  })

  it('shows each dentist their own membership and private profile, never the other one', async () => {
    for (const role of ['doctor', 'otherDoctor'] as const) {
      const other = role === 'doctor' ? 'otherDoctor' : 'doctor'
      const mine = fixtures.filter((f, i) =>
        role === 'doctor'
          ? i < 2 || f.collection === 'practices'
          : i >= 2 && f.collection !== 'practices',
      )
      const theirs = fixtures.filter((f) => !mine.includes(f))
      for (const { collection, id } of mine)
        expect((await rest(role, 'GET', `${collection}/${id}`)).status).toBe(200)
      for (const { collection, id } of theirs)
        expect((await rest(role, 'GET', `${collection}/${id}`)).status, `${role} → ${other}`).toBe(
          404,
        )
    }
  })

  it('lets only the allowed roles create, update and delete', async () => {
    for (const [slug, rules] of Object.entries(RULES)) {
      for (const role of ROLES) {
        if (rules === NO_REST_ROUTE) {
          for (const method of ['POST', 'PATCH', 'DELETE'] as const)
            expect((await rest(role, method, slug, {})).status, `${role} ${method} ${slug}`).toBe(
              501,
            )
          continue
        }
        for (const [method, path, allowed] of [
          ['POST', slug, rules.create],
          ['PATCH', `${slug}?${NO_ROW}`, rules.update],
          ['DELETE', `${slug}?${NO_ROW}`, rules.delete],
        ] as const) {
          const { status, json } = await rest(
            role,
            method,
            path,
            method === 'DELETE' ? undefined : {},
          )
          const where = `${role} ${method} ${slug}: ${status} ${JSON.stringify(json).slice(0, 200)}`
          if (!allowed.includes(role)) {
            expect([401, 403], where).toContain(status)
            continue
          }
          // Allowed: the empty document fails validation (400), or an empty bulk succeeds.
          expect([400, 200, 201], where).toContain(status)
          const created = (json.doc as Doc | undefined)?.id
          if (status === 201 && typeof created === 'number')
            await payload.delete({ collection: slug as never, id: created, overrideAccess: true })
        }
      }
    }
  })
})
