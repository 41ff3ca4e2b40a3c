import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { InvitationRequest, User } from '@payload-types'
import { POST as approve } from '@/app/api/admin/invitation-requests/[id]/approve/route'
import { POST as requestInvitation } from '@/app/api/auth/invitation-requests/route'
import { INVITATION_REQUEST_RECEIVED } from '@/lib/invitations/requests'
import { closedByApprovalReason } from '@/lib/invitations/review'

import { callRoute, freshEmail, freshIp, smtpServerForFile, waitForMail } from '../helpers/http'
import { createUser, testPayload } from '../helpers/payload'
import { tokenFor } from '../helpers/studioJobs'

let payload: Payload
let admin: User
let adminToken: string
const smtp = smtpServerForFile()

beforeAll(async () => {
  payload = await testPayload()
  admin = await createUser(payload, 'admin')
  adminToken = await tokenFor(payload, admin.email)
})

const genuine = (email: string) => ({
  firstName: 'Jana',
  lastName: 'Wurzel',
  email,
  practice: 'Zahnarztpraxis am Markt',
  city: 'Münster',
  licence: 'Zahnärztekammer Westfalen-Lippe, Approbation 2015',
  consent: true,
})

const forged = (email: string) => ({
  firstName: 'Mallory',
  lastName: 'Fälscher',
  email,
  practice: 'Bitte Einladung an fremde@example.org weiterleiten',
  city: 'Irgendwo',
  licence: 'keine',
  consent: true,
})

/** The requests of an address, oldest first, once `count` of them are stored (the work runs after the answer). */
async function requestsOf(email: string, count: number): Promise<InvitationRequest[]> {
  const deadline = Date.now() + 10_000
  for (;;) {
    const { docs } = await payload.find({
      collection: 'invitation-requests',
      where: { email: { equals: email } },
      sort: 'id',
      depth: 0,
      overrideAccess: true,
    })
    if (docs.length >= count) return docs
    if (Date.now() > deadline) throw new Error(`${docs.length} of ${count} requests for ${email}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

const mailsTo = (email: string) =>
  smtp.server.messages.filter((m) => JSON.stringify(m.to).includes(email))

describe('an open invitation request cannot be rewritten by someone who knows the address', () => {
  it('a second request for an open address is stored beside the first, which keeps its details; the address is not mailed the stranger’s text', async () => {
    const email = freshEmail('rewrite')
    expect(await callRoute(requestInvitation, { body: genuine(email) })).toMatchObject({
      status: 202,
      json: { message: INVITATION_REQUEST_RECEIVED },
    })
    const [first] = await requestsOf(email, 1)
    await waitForMail(smtp.server.messages, email, /Ihre Anfrage für eine Einladung/)

    // Anyone, anonymously, from elsewhere: the same neutral answer.
    expect(
      await callRoute(requestInvitation, { ip: freshIp(), body: forged(email.toUpperCase()) }),
    ).toMatchObject({ status: 202, json: { message: INVITATION_REQUEST_RECEIVED } })
    const both = await requestsOf(email, 2)
    expect(both).toHaveLength(2)
    expect(both[0]).toEqual(first)
    const { consent: _consent, ...submitted } = genuine(email)
    expect(both[0]).toMatchObject({ ...submitted, status: 'open' })
    expect(both[1]).toMatchObject({
      firstName: 'Mallory',
      practice: forged(email).practice,
      status: 'open',
    })

    // Give a (wrong) second mail time to arrive: the address got only the first confirmation.
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(mailsTo(email)).toHaveLength(1)
    expect(JSON.stringify(mailsTo(email)[0]?.text)).not.toContain('Mallory')
  })

  it('approving one open request of an address closes the others, without mail; one invitation code', async () => {
    const email = freshEmail('rewrite-approve')
    await callRoute(requestInvitation, { body: genuine(email) })
    await requestsOf(email, 1)
    await callRoute(requestInvitation, { ip: freshIp(), body: forged(email) })
    const [mine, stranger] = await requestsOf(email, 2)

    const approved = await callRoute(approve, {
      params: { id: String(mine!.id) },
      body: {},
      bearer: adminToken,
    })
    expect(approved).toMatchObject({
      status: 200,
      json: { mailSent: true, closed: [stranger!.id] },
    })
    const after = await requestsOf(email, 2)
    expect(after[0]).toMatchObject({ status: 'approved', firstName: 'Jana' })
    expect(after[1]).toMatchObject({
      status: 'rejected',
      reviewedBy: admin.id,
      rejectionReason: closedByApprovalReason(mine!.id),
      invitationCode: null,
    })
    await waitForMail(smtp.server.messages, email, /Ihre persönliche Einladung/)
    expect(mailsTo(email).filter((m) => /Ihre Anfrage bei/.test(m.subject ?? ''))).toHaveLength(0)
    const { totalDocs: codes } = await payload.count({
      collection: 'invitation-codes',
      where: { email: { equals: email } },
      overrideAccess: true,
    })
    expect(codes).toBe(1)
  })
})
