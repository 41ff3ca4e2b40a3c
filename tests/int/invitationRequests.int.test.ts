import type { ParsedMail } from 'mailparser'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as approve } from '@/app/api/admin/invitation-requests/[id]/approve/route'
import { POST as reject } from '@/app/api/admin/invitation-requests/[id]/reject/route'
import { POST as requestInvitation } from '@/app/api/auth/invitation-requests/route'
import { POST as signUp } from '@/app/api/auth/sign-up/route'
import { INVITATION_FOR_OTHER_EMAIL_MESSAGE } from '@/lib/invitations/redeem'
import { INVITATION_REQUEST_RECEIVED } from '@/lib/invitations/requests'
import type { InvitationRequest, User } from '@payload-types'

import { callRoute, freshEmail, freshIp, smtpServerForFile, waitForMail } from './helpers/http'
import { createUser, testPayload } from './helpers/payload'
import { tokenFor } from './helpers/studioJobs'

let payload: Payload
let admin: User
let adminToken: string
let editorToken: string
const smtp = smtpServerForFile()

beforeAll(async () => {
  payload = await testPayload()
  admin = await createUser(payload, 'admin')
  adminToken = await tokenFor(payload, admin.email)
  editorToken = await tokenFor(payload, (await createUser(payload, 'editor')).email)
})

function requestBody(email: string, extra: Record<string, unknown> = {}) {
  return {
    firstName: 'Jana',
    lastName: 'Wurzel',
    email,
    practice: 'Zahnarztpraxis am Markt',
    city: 'Münster',
    licence: 'Zahnärztekammer Westfalen-Lippe, Approbation 2015',
    consent: true,
    ...extra,
  }
}

/** The stored request of an address, once the work after the answer has written it. */
async function storedRequest(email: string, timeoutMs = 10_000): Promise<InvitationRequest> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const { docs } = await payload.find({
      collection: 'invitation-requests',
      where: { email: { equals: email } },
      depth: 0,
      overrideAccess: true,
    })
    if (docs[0]) return docs[0]
    if (Date.now() > deadline) throw new Error(`no invitation request for ${email}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** Code, address and names from the sign-up link of an invitation mail (`/sign-up#code=…&email=…&firstName=…&lastName=…`). */
function invitationLink(mail: ParsedMail): {
  path: string
  code: string
  email: string
  firstName: string | null
  lastName: string | null
} {
  const match = mail.text?.match(/https?:\/\/[^\s/]+(\/[^\s#]*)#(\S+)/)
  if (!match) throw new Error(`no sign-up link in mail: ${mail.text}`)
  const fragment = new URLSearchParams(match[2])
  return {
    path: match[1]!,
    code: fragment.get('code') ?? '',
    email: fragment.get('email') ?? '',
    firstName: fragment.get('firstName'),
    lastName: fragment.get('lastName'),
  }
}

const signUpForm = (email: string, inviteCode: string) => ({
  inviteCode,
  firstName: 'Jana',
  lastName: 'Wurzel',
  email,
  password: 'wurzel-passwort-1',
})

describe('invitation requests: a dentist without a code finds a way in', () => {
  it('request → confirmation and studio notice → admin approves → personal code by mail → sign-up with it; the code refuses any other address', async () => {
    const email = freshEmail('request')
    const res = await callRoute(requestInvitation, { body: requestBody(email.toUpperCase()) })
    expect(res).toMatchObject({ status: 202, json: { message: INVITATION_REQUEST_RECEIVED } })

    const stored = await storedRequest(email)
    expect(stored).toMatchObject({
      status: 'open',
      practice: 'Zahnarztpraxis am Markt',
      city: 'Münster',
      licence: 'Zahnärztekammer Westfalen-Lippe, Approbation 2015',
      language: 'de',
      reviewedBy: null,
      invitationCode: null,
    })
    expect(typeof stored.consentAt).toBe('string')
    const confirmation = await waitForMail(
      smtp.server.messages,
      email,
      /Ihre Anfrage für eine Einladung/,
    )
    expect(confirmation.text).toContain('Guten Tag Jana Wurzel,')
    const notice = await waitForMail(
      smtp.server.messages,
      'support@dentaljournal.example',
      /Neue Einladungsanfrage: Jana Wurzel/,
    )
    expect(notice.text).toContain(`/admin/collections/invitation-requests/${stored.id}`)

    // Only admins decide.
    const params = { id: String(stored.id) }
    expect((await callRoute(approve, { params, body: {} })).status).toBe(401)
    expect((await callRoute(approve, { params, body: {}, bearer: editorToken })).status).toBe(403)

    const approved = await callRoute(approve, {
      params,
      body: { validDays: 14 },
      bearer: adminToken,
    })
    expect(approved.status).toBe(200)
    expect(approved.json).toMatchObject({ mailSent: true })
    const code = String(approved.json.code)
    expect(code).toMatch(/^DJ-[A-Z2-9]{4}-[A-Z2-9]{4}$/)
    const days = (new Date(String(approved.json.validUntil)).getTime() - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(14)
    expect(days).toBeLessThan(15.1)

    const decided = await payload.findByID({
      collection: 'invitation-requests',
      id: stored.id,
      depth: 0,
      overrideAccess: true,
    })
    expect(decided).toMatchObject({ status: 'approved', reviewedBy: admin.id })
    const invitation = await payload.findByID({
      collection: 'invitation-codes',
      id: decided.invitationCode as number,
      depth: 0,
    })
    expect(invitation).toMatchObject({ code, email, maxUses: 1, uses: 0 })

    // A second decision is refused.
    expect(
      await callRoute(reject, { params, body: { notify: false }, bearer: adminToken }),
    ).toMatchObject({ status: 409 })

    const mail = await waitForMail(smtp.server.messages, email, /Ihre persönliche Einladung/)
    expect(mail.text).toContain(code)
    const link = invitationLink(mail)
    // The link fills in the names the dentist gave with the request.
    expect(link).toEqual({ path: '/sign-up', code, email, firstName: 'Jana', lastName: 'Wurzel' })

    // Someone else with the code: refused, and no use is counted.
    const other = freshEmail('other')
    expect(await callRoute(signUp, { body: signUpForm(other, code) })).toMatchObject({
      status: 400,
      json: { message: INVITATION_FOR_OTHER_EMAIL_MESSAGE },
    })
    expect(
      (await payload.count({ collection: 'users', where: { email: { equals: other } } })).totalDocs,
    ).toBe(0)

    // The invited dentist signs up with it (any case), once.
    expect(
      await callRoute(signUp, { body: signUpForm(link.email, code.toLowerCase()) }),
    ).toMatchObject({ status: 201 })
    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { equals: email } },
    })
    expect(docs[0]).toMatchObject({ roles: ['doctor'], firstName: 'Jana' })
    expect(
      (await payload.findByID({ collection: 'invitation-codes', id: invitation.id })).uses,
    ).toBe(1)
    await waitForMail(smtp.server.messages, email, /bestätigen Sie Ihre E-Mail-Adresse/)
  })

  it('a rejection records the reviewer and reason, and mails the reason only when asked to', async () => {
    const told = freshEmail('rejected')
    const silent = freshEmail('silent')
    await callRoute(requestInvitation, { body: requestBody(told, { language: 'en' }) })
    await callRoute(requestInvitation, { body: requestBody(silent) })
    const toldRequest = await storedRequest(told)
    const silentRequest = await storedRequest(silent)

    expect(
      await callRoute(reject, {
        params: { id: String(toldRequest.id) },
        body: { reason: 'Approbation nicht nachvollziehbar', notify: true },
        bearer: adminToken,
      }),
    ).toMatchObject({ status: 200, json: { mailSent: true } })
    const mail = await waitForMail(smtp.server.messages, told, /^Your request at/)
    expect(mail.text).toContain('Reason: Approbation nicht nachvollziehbar')
    expect(
      await payload.findByID({
        collection: 'invitation-requests',
        id: toldRequest.id,
        depth: 0,
        overrideAccess: true,
      }),
    ).toMatchObject({
      status: 'rejected',
      reviewedBy: admin.id,
      rejectionReason: 'Approbation nicht nachvollziehbar',
      invitationCode: null,
    })

    expect(
      await callRoute(reject, {
        params: { id: String(silentRequest.id) },
        body: { notify: false },
        bearer: adminToken,
      }),
    ).toMatchObject({ status: 200, json: { mailSent: false } })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(
      smtp.server.messages.filter(
        (m) => JSON.stringify(m.to).includes(silent) && /Ihre Anfrage bei/.test(m.subject ?? ''),
      ),
    ).toHaveLength(0)
    expect(
      await callRoute(approve, { params: { id: '999999' }, body: {}, bearer: adminToken }),
    ).toMatchObject({ status: 404 })
  })

  it('answers an address with an account like any other, stores nothing and tells its owner', async () => {
    const doctor = await createUser(payload, 'doctor')
    const res = await callRoute(requestInvitation, { body: requestBody(doctor.email) })
    expect(res).toMatchObject({ status: 202, json: { message: INVITATION_REQUEST_RECEIVED } })
    await waitForMail(smtp.server.messages, doctor.email, /Registrierungsversuch/)
    expect(
      (
        await payload.count({
          collection: 'invitation-requests',
          where: { email: { equals: doctor.email } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(0)
  })

  // A second request of the same address: tests/int/security/invitationRequestRewrite.int.test.ts.

  it('refuses missing fields and a missing consent with German messages, and limits requests per address', async () => {
    expect(
      await callRoute(requestInvitation, {
        body: requestBody(freshEmail('noconsent'), { consent: false }),
      }),
    ).toMatchObject({ status: 400, json: { message: 'Bitte bestätigen Sie die Einwilligung' } })
    expect(
      await callRoute(requestInvitation, {
        body: requestBody(freshEmail('nopractice'), { practice: ' ' }),
      }),
    ).toMatchObject({ status: 400, json: { message: 'Bitte geben Sie Ihre Praxis an' } })
    expect((await callRoute(requestInvitation, { body: 'firstName=x' })).status).toBe(400)

    const email = freshEmail('flood')
    const statuses: number[] = []
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await callRoute(requestInvitation, { ip: freshIp(), body: requestBody(email) })).status,
      )
    expect(statuses).toEqual([202, 202, 202, 429])
  })

  it('the collection is admins only: nobody writes through the API, editors and doctors cannot read', async () => {
    const editor = await createUser(payload, 'editor')
    const doctor = await createUser(payload, 'doctor')
    for (const user of [editor, doctor, undefined])
      await expect(
        payload.find({ collection: 'invitation-requests', overrideAccess: false, user }),
      ).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'invitation-requests',
        overrideAccess: false,
        user: admin,
        data: {
          firstName: 'Direkt',
          lastName: 'Eingabe',
          email: freshEmail('direct'),
          practice: 'Praxis',
          city: 'Köln',
          licence: 'ZÄK Nordrhein',
          status: 'open',
          consentAt: new Date().toISOString(),
        },
      }),
    ).rejects.toThrow()
    expect(
      (
        await payload.find({
          collection: 'invitation-requests',
          overrideAccess: false,
          user: admin,
        })
      ).totalDocs,
    ).toBeGreaterThan(0)
  })
})
