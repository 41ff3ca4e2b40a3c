import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as deleteRoute } from '@/app/api/account/delete/route'
import { POST as adminDelete } from '@/app/api/admin/users/[id]/delete/route'
import { POST as signIn } from '@/app/api/auth/sign-in/route'
import { GET as currentUser } from '@/app/api/auth/user/route'
import { isDeletedAddress } from '@/lib/account/deletion'
import { findCertificate } from '@/lib/cme/certificates'
import { EXTERNAL_CERTIFICATES } from '@/lib/cme/externalFiles'
import { searchDentists, searchQuery } from '@/lib/profiles/search'

import { subscriptionObject } from '../support/stripeStandIn'
import { seededDentist } from './helpers/accountData'
import { storedFiles } from './helpers/cmeAccountForms'
import { callRoute, cookiePair, linkFrom, smtpServerForFile, waitForMail } from './helpers/http'
import { createUser, testPayload } from './helpers/payload'
import { stripeStandInForFile } from './helpers/stripeStandInForFile'
import { dentist } from './helpers/practiceSupport'

/*
 * Deleting an account (docs/security.md, "Account deletion"): nothing personal stays, the
 * Stripe subscription is cancelled at once through the real client, the kept records stay.
 */

let payload: Payload
const standIn = stripeStandInForFile()
const smtp = smtpServerForFile()

beforeAll(async () => {
  payload = await testPayload()
})

const count = async (collection: Parameters<Payload['count']>[0]['collection'], where: object) =>
  (await payload.count({ collection, where: where as never })).totalDocs

function cancelAnswers(subscriptionId: string, customer: string) {
  standIn.api.on('DELETE', `/v1/subscriptions/${subscriptionId}`, () =>
    subscriptionObject(subscriptionId, customer, 'canceled', new Date()),
  )
}

describe('Account deletion', () => {
  it('removes every personal record, cancels Stripe at once and keeps what the rules keep', async () => {
    const me = await seededDentist(payload, 'gone')
    cancelAnswers(me.subscriptionId, 'cus_gone')
    const email = me.user.email

    const wrong = await callRoute(deleteRoute, { cookie: me.cookie, body: { password: 'falsch' } })
    expect(wrong).toMatchObject({ status: 400, json: { code: 'current_password_wrong' } })
    expect(await count('doctor-profiles', { user: { equals: me.user.id } })).toBe(1)

    const res = await callRoute(deleteRoute, {
      cookie: me.cookie,
      body: { password: 'quiz-passwort-1' },
    })
    expect(res).toMatchObject({ status: 200, json: { deleted: true, cancelledSubscriptions: 1 } })

    // Stripe: cancelled now, through the real library, without proration.
    const cancels = standIn.api.calls('DELETE', `/v1/subscriptions/${me.subscriptionId}`)
    expect(cancels).toHaveLength(1)
    expect(cancels[0]!.query.get('prorate')).toBe('false')

    // No personal field left on the account row; the session is over.
    const row = await payload.findByID({ collection: 'users', id: me.user.id, depth: 0 })
    expect(isDeletedAddress(row.email)).toBe(true)
    expect(row).toMatchObject({ firstName: null, lastName: null, efn: null, cmeChamber: null })
    expect(row.sessions ?? []).toHaveLength(0)
    const db = payload.db.drizzle
    const { rows } = await db.execute(sql`select hash from users where id = ${me.user.id}`)
    expect(rows[0]!.hash).toBeNull()
    const who = await callRoute(currentUser, { method: 'GET', cookie: me.cookie })
    expect(who.json.user ?? null).toBeNull()
    const again = await callRoute(signIn, { body: { email, password: 'quiz-passwort-1' } })
    expect(again.status).toBe(401)

    // Nothing personal left elsewhere.
    expect(await count('doctor-profiles', { user: { equals: me.user.id } })).toBe(0)
    const hits = await searchDentists(payload, searchQuery.parse({ q: 'Krone Magdeburg' }))
    expect(hits.hits.map((h) => h.slug)).not.toContain(me.profileSlug)
    expect(await count(EXTERNAL_CERTIFICATES, { user: { equals: me.user.id } })).toBe(0)
    expect(await storedFiles()).not.toContain(me.externalFile)
    expect(await count('quiz-attempts', { user: { equals: me.user.id } })).toBe(0)
    expect(await count('practice-members', { user: { equals: me.user.id } })).toBe(0)
    expect(await count('practices', { id: { equals: me.ownPracticeId } })).toBe(0)
    expect(await count('practices', { id: { equals: me.otherPracticeId } })).toBe(1)
    expect(await count('newsletter-subscribers', { email: { equals: email.toLowerCase() } })).toBe(
      0,
    )
    expect(await count('login-tokens', { user: { equals: me.user.id } })).toBe(0)

    // Kept: the certificate stays verifiable without a name; the payment reference stays.
    const certificate = await findCertificate(payload, me.certificateId)
    expect(certificate?.credit.id).toBe(me.creditId)
    expect([certificate?.holder.firstName, certificate?.holder.lastName]).toEqual([null, null])
    const membership = await payload.findByID({ collection: 'memberships', id: me.membershipId })
    expect(membership).toMatchObject({
      status: 'canceled',
      stripeSubscriptionId: me.subscriptionId,
    })

    // The confirmation mail goes to the old address, which can sign up again.
    await waitForMail(smtp.server.messages, email, /gelöscht/)
    const reborn = await payload.create({
      collection: 'users',
      disableVerificationEmail: true,
      data: { email, password: 'neu-passwort-1', roles: ['doctor'] },
    })
    expect(reborn.id).not.toBe(me.user.id)
  })

  it('confirms by mailed link for an account without a password', async () => {
    const me = await dentist(payload, 'nopass')
    await payload.db.drizzle.execute(
      sql`update users set hash = null, salt = null where id = ${me.user.id}`,
    )
    const byPassword = await callRoute(deleteRoute, { cookie: me.cookie, body: { password: 'x' } })
    expect(byPassword.json.code).toBe('deletion_confirmation_required')
    const sent = await callRoute(deleteRoute, { cookie: me.cookie, body: { sendLink: true } })
    expect(sent).toMatchObject({ status: 202, json: { linkSent: true } })
    const mail = await waitForMail(smtp.server.messages, me.user.email, /Kontolöschung/)
    const { path, token } = linkFrom(mail)
    expect(path).toBe('/account/security')
    const bad = await callRoute(deleteRoute, { cookie: me.cookie, body: { token: `${token}x` } })
    expect(bad.json.code).toBe('link_invalid')
    const done = await callRoute(deleteRoute, { cookie: me.cookie, body: { token } })
    expect(done).toMatchObject({ status: 200, json: { deleted: true } })
    const row = await payload.findByID({ collection: 'users', id: me.user.id, depth: 0 })
    expect(isDeletedAddress(row.email)).toBe(true)
  })

  it('lets admins delete an account on request, and nobody else', async () => {
    const target = await dentist(payload, 'by-staff')
    const other = await dentist(payload, 'not-staff')
    const refused = await callRoute(adminDelete, {
      cookie: other.cookie,
      params: { id: String(target.user.id) },
      body: {},
    })
    expect(refused.status).toBe(403)
    const admin = await createUser(payload, 'admin')
    const login = await callRoute(signIn, {
      body: { email: admin.email, password: 'test-password-123' },
    })
    const res = await callRoute(adminDelete, {
      cookie: cookiePair(login.setCookie),
      params: { id: String(target.user.id) },
      body: {},
    })
    expect(res).toMatchObject({ status: 200, json: { deleted: true } })
    const row = await payload.findByID({ collection: 'users', id: target.user.id, depth: 0 })
    expect(isDeletedAddress(row.email)).toBe(true)
    const twice = await callRoute(adminDelete, {
      cookie: cookiePair(login.setCookie),
      params: { id: String(target.user.id) },
      body: {},
    })
    expect(twice.status).toBe(404)
  })
})
