import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as acceptInvitation } from '@/app/api/practices/invitations/accept/route'
import { DELETE as withdraw } from '@/app/api/practices/[id]/invitations/[invitationId]/route'
import { POST as resend } from '@/app/api/admin/practice-invitations/[id]/resend/route'
import { POST as inviteRoute } from '@/app/api/practices/[id]/invitations/route'
import { DELETE as removeMember } from '@/app/api/practices/[id]/members/[memberId]/route'
import { DELETE as leave } from '@/app/api/practices/[id]/members/me/route'
import { DELETE as deletePractice } from '@/app/api/practices/[id]/route'
import { GET as listPractices, POST as createPractice } from '@/app/api/practices/route'
import { asServer } from '@/lib/payload/readAs'

import { callRoute, smtpServerForFile, waitForMail } from './helpers/http'
import { createUser, testPayload } from './helpers/payload'
import { tokenFor } from './helpers/studioJobs'
import {
  dentist,
  detail,
  today,
  upload,
  employ,
  graphqlAs,
  invitationToken,
  PRACTICE,
  practiceOf,
  restAs,
  type Dentist,
} from './helpers/practiceSupport'

/*
 * Practices (docs/product.md, "Practices"): a dentist founds one and owns it, invites
 * employed dentists, each of whom decides per practice what it sees of their CME account —
 * nothing, the status, or the certificates — and the one rule behind it holds alike for
 * the product API, Payload's REST API and GraphQL.
 */

const smtp = smtpServerForFile()
let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('Founding a practice', () => {
  it('makes the founding dentist its owner and refuses bad input and non-dentists', async () => {
    const owner = await dentist(payload, 'pr-founder')
    const bad = await callRoute(createPractice, {
      cookie: owner.cookie,
      body: { ...PRACTICE, postalCode: '3910', kzv: 'bayern-nord' },
    })
    expect(bad.status).toBe(400)
    expect(bad.json.code).toBe('invalid_input')
    expect(
      (await callRoute(createPractice, { body: PRACTICE })).status,
      'a visitor is refused',
    ).toBe(401)

    const id = await practiceOf(owner, 'Praxis Gründung')
    const mine = await callRoute(listPractices, { method: 'GET', cookie: owner.cookie })
    expect(mine.json.practices).toEqual([
      expect.objectContaining({
        id,
        name: 'Praxis Gründung',
        role: 'owner',
        kzv: 'sachsen-anhalt',
      }),
    ])
    const seen = await detail(owner, id)
    expect(seen.status).toBe(200)
    expect(seen.json).toMatchObject({
      role: 'owner',
      practice: { name: 'Praxis Gründung', postalCode: '39104', city: 'Magdeburg' },
      members: [{ name: 'Clara Krone', role: 'owner', status: 'active', sharing: 'none' }],
    })

    // Nobody else sees it, through any API.
    const stranger = await dentist(payload, 'pr-stranger')
    expect((await detail(stranger, id)).json).toMatchObject({ code: 'practice_not_found' })
    expect((await detail(stranger, id)).status).toBe(404)
    expect((await restAs(stranger.jwt, `practices/${id}`)).status).toBe(404)
    const listed = await graphqlAs(stranger.jwt, `{ Practices { docs { id } } }`)
    expect(
      (listed.data?.Practices as { docs: { id: number }[] }).docs.map((d) => d.id),
    ).not.toContain(id)
  })
})

describe('Inviting employed dentists', () => {
  it('mails an invitation that only the invited address can accept, once', async () => {
    const owner = await dentist(payload, 'pr-inviter')
    const id = await practiceOf(owner, 'Praxis Einladung')
    const employee = await dentist(payload, 'pr-invitee')
    const other = await dentist(payload, 'pr-wrong')

    const invited = await callRoute(inviteRoute, {
      cookie: owner.cookie,
      params: { id: String(id) },
      body: { email: employee.user.email.toUpperCase() },
    })
    expect(invited.status).toBe(201)
    expect(invited.json).toMatchObject({ email: employee.user.email, mailSent: true })
    const expires = new Date(invited.json.expiresAt as string).getTime()
    expect(expires - Date.now()).toBeGreaterThan(13.9 * 86_400_000)
    expect(expires - Date.now()).toBeLessThan(15.1 * 86_400_000)

    const mail = await waitForMail(smtp.server.messages, employee.user.email, /Einladung/)
    expect(mail.text).toContain('Praxis Einladung')
    const token = await invitationToken(payload, employee.user.email)
    expect(mail.text).toContain(`/practice/invitation#token=${token}`)

    // Another dentist cannot use it; an unknown token is refused.
    const wrong = await callRoute(acceptInvitation, {
      cookie: other.cookie,
      body: { token, sharing: 'status' },
    })
    expect([wrong.status, wrong.json.code]).toEqual([403, 'practice_invitation_other_email'])
    const unknown = await callRoute(acceptInvitation, {
      cookie: employee.cookie,
      body: { token: 'DJ-AAAA-BBBB', sharing: 'status' },
    })
    expect([unknown.status, unknown.json.code]).toEqual([400, 'practice_invitation_invalid'])
    const noChoice = await callRoute(acceptInvitation, {
      cookie: employee.cookie,
      body: { token, sharing: 'everything' },
    })
    expect(noChoice.status).toBe(400)

    const accepted = await callRoute(acceptInvitation, {
      cookie: employee.cookie,
      body: { token, sharing: 'none' },
    })
    expect(accepted.status).toBe(200)
    expect(accepted.json).toMatchObject({ practiceId: id, sharing: 'none' })
    const again = await callRoute(acceptInvitation, {
      cookie: employee.cookie,
      body: { token, sharing: 'none' },
    })
    expect([again.status, again.json.code]).toEqual([400, 'practice_invitation_invalid'])

    // An employed dentist sees their practice in the list, but not its members.
    const theirs = await callRoute(listPractices, { method: 'GET', cookie: employee.cookie })
    expect(theirs.json.practices).toEqual([
      expect.objectContaining({ id, role: 'dentist', sharing: 'none' }),
    ])
    expect((await detail(employee, id)).status).toBe(404)
    // Inviting a member again is refused.
    const twice = await callRoute(inviteRoute, {
      cookie: owner.cookie,
      params: { id: String(id) },
      body: { email: employee.user.email },
    })
    expect([twice.status, twice.json.code]).toEqual([409, 'practice_already_member'])
    // Only owners and managers invite.
    const byEmployee = await callRoute(inviteRoute, {
      cookie: employee.cookie,
      params: { id: String(id) },
      body: { email: 'someone@test.example' },
    })
    expect([byEmployee.status, byEmployee.json.code]).toEqual([404, 'practice_not_found'])
  })

  it('refuses a withdrawn, a replaced and an expired invitation', async () => {
    const owner = await dentist(payload, 'pr-withdrawer')
    const id = await practiceOf(owner, 'Praxis Rückzug')
    const employee = await dentist(payload, 'pr-withdrawn')
    const invite = () =>
      callRoute(inviteRoute, {
        cookie: owner.cookie,
        params: { id: String(id) },
        body: { email: employee.user.email },
      })

    // Resending replaces the first link.
    await invite()
    const first = await invitationToken(payload, employee.user.email)
    const resent = await invite()
    const second = await invitationToken(payload, employee.user.email)
    expect(second).not.toBe(first)
    const old = await callRoute(acceptInvitation, {
      cookie: employee.cookie,
      body: { token: first, sharing: 'status' },
    })
    expect([old.status, old.json.code]).toEqual([400, 'practice_invitation_invalid'])

    // Withdrawn: the link and the sign-up code stop working.
    const withdrawn = await callRoute(withdraw, {
      method: 'DELETE',
      cookie: owner.cookie,
      params: { id: String(id), invitationId: String(resent.json.id) },
    })
    expect(withdrawn.status).toBe(200)
    const afterWithdrawal = await callRoute(acceptInvitation, {
      cookie: employee.cookie,
      body: { token: second, sharing: 'status' },
    })
    expect(afterWithdrawal.json.code).toBe('practice_invitation_invalid')
    const code = await payload.find({
      collection: 'invitation-codes',
      where: { code: { equals: second } },
      ...asServer('test: the code behind the withdrawn invitation'),
    })
    expect(new Date(code.docs[0]!.expiresAt!).getTime()).toBeLessThanOrEqual(Date.now())
    const twice = await callRoute(withdraw, {
      method: 'DELETE',
      cookie: owner.cookie,
      params: { id: String(id), invitationId: String(resent.json.id) },
    })
    expect([twice.status, twice.json.code]).toEqual([404, 'practice_invitation_not_found'])

    // Expired after 14 days.
    const third = await invite()
    await payload.update({
      collection: 'practice-invitations',
      id: third.json.id as number,
      data: { expiresAt: new Date(Date.now() - 1000).toISOString() },
      ...asServer('test: the invitation is past its 14 days'),
    })
    const expired = await callRoute(acceptInvitation, {
      cookie: employee.cookie,
      body: { token: await invitationToken(payload, employee.user.email), sharing: 'status' },
    })
    expect(expired.json.code).toBe('practice_invitation_invalid')
    const shown = await detail(owner, id)
    expect(shown.json.invitations).toEqual([
      expect.objectContaining({ id: third.json.id, status: 'expired' }),
    ])
  })
})

describe('Studio support', () => {
  it('lets an admin resend an open invitation with a new code; the old link stops working', async () => {
    const owner = await dentist(payload, 'pr-support-owner')
    const employee = await dentist(payload, 'pr-support-employee')
    const id = await practiceOf(owner, 'Praxis Support')
    const invited = await callRoute(inviteRoute, {
      cookie: owner.cookie,
      params: { id: String(id) },
      body: { email: employee.user.email },
    })
    const oldToken = await invitationToken(payload, employee.user.email)
    const admin = await createUser(payload, 'admin')
    const params = { id: String(invited.json.id) }

    expect((await callRoute(resend, { params, cookie: owner.cookie })).status).toBe(403)
    const resent = await callRoute(resend, { params, bearer: await tokenFor(payload, admin.email) })
    expect(resent.status).toBe(201)
    expect(resent.json).toMatchObject({ email: employee.user.email, mailSent: true })
    const newToken = await invitationToken(payload, employee.user.email)
    expect(newToken).not.toBe(oldToken)
    // A second mail carries the new code.
    await expect
      .poll(() => smtp.server.messages.some((m) => m.text?.includes(`token=${newToken}&`)))
      .toBe(true)

    const old = await callRoute(acceptInvitation, {
      cookie: employee.cookie,
      body: { token: oldToken, sharing: 'none' },
    })
    expect(old.json.code).toBe('practice_invitation_invalid')
    // The replaced invitation is no longer open: a second resend of it is refused.
    const again = await callRoute(resend, { params, bearer: await tokenFor(payload, admin.email) })
    expect([again.status, again.json.code]).toEqual([404, 'practice_invitation_not_found'])
  })
})

describe('Leaving and removing', () => {
  it('ends all sharing at once when a dentist leaves or is removed', async () => {
    const owner = await dentist(payload, 'pr-remover')
    const id = await practiceOf(owner, 'Praxis Austritt')
    const leaver = await dentist(payload, 'pr-leaver')
    const removed = await dentist(payload, 'pr-removed')
    await employ(payload, owner, id, leaver, 'certificates')
    const removedId = await employ(payload, owner, id, removed, 'certificates')
    await upload(leaver, 'Prothetik-Update', today(), '4')
    await upload(removed, 'Chirurgie-Update', today(), '4')
    const visible = async (who: Dentist) =>
      (
        (await restAs(owner.jwt, `cme-external-certificates?where[user][equals]=${who.user.id}`))
          .json.docs as unknown[]
      ).length
    expect([await visible(leaver), await visible(removed)]).toEqual([1, 1])

    const left = await callRoute(leave, {
      method: 'DELETE',
      cookie: leaver.cookie,
      params: { id: String(id) },
    })
    expect(left.json).toEqual({ left: true })
    expect(await visible(leaver)).toBe(0)

    // A manager may not remove; the owner may; the owner cannot leave.
    const manager = await dentist(payload, 'pr-manager')
    await payload.create({
      collection: 'practice-members',
      data: {
        practice: id,
        user: manager.user.id,
        role: 'manager',
        sharing: 'none',
        displayName: 'M',
      },
      ...asServer('test: the owner named a manager'),
    })
    expect((await detail(manager, id)).status, 'managers see the practice').toBe(200)
    const byManager = await callRoute(removeMember, {
      method: 'DELETE',
      cookie: manager.cookie,
      params: { id: String(id), memberId: String(removedId) },
    })
    expect([byManager.status, byManager.json.code]).toEqual([403, 'practice_owner_only'])
    const byOwner = await callRoute(removeMember, {
      method: 'DELETE',
      cookie: owner.cookie,
      params: { id: String(id), memberId: String(removedId) },
    })
    expect(byOwner.json).toEqual({ removed: true })
    expect(await visible(removed)).toBe(0)
    const ownerLeaves = await callRoute(leave, {
      method: 'DELETE',
      cookie: owner.cookie,
      params: { id: String(id) },
    })
    expect([ownerLeaves.status, ownerLeaves.json.code]).toEqual([
      409,
      'practice_owner_cannot_leave',
    ])
    // A manager cannot delete the practice; the owner can, and every membership goes with it.
    const managerDeletes = await callRoute(deletePractice, {
      method: 'DELETE',
      cookie: manager.cookie,
      params: { id: String(id) },
    })
    expect(managerDeletes.status).toBe(403)
    const ownerDeletes = await callRoute(deletePractice, {
      method: 'DELETE',
      cookie: owner.cookie,
      params: { id: String(id) },
    })
    expect(ownerDeletes.status).toBe(200)
    const rows = await payload.count({
      collection: 'practice-members',
      where: { practice: { equals: id } },
      ...asServer('test: no member row outlives its practice'),
    })
    expect(rows.totalDocs).toBe(0)
  })
})
