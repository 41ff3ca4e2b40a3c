import { unzipSync, strFromU8 } from 'fflate'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as exportRoute } from '@/app/api/account/export/route'
import { EXPORT_JSON, EXPORT_SUMMARY } from '@/lib/account/exportZip'
import type { AccountData } from '@/lib/account/exportData'

import { seededDentist, type SeededDentist } from './helpers/accountData'
import { download, PDF_BYTES } from './helpers/cmeAccountForms'
import { testPayload } from './helpers/payload'

/*
 * The data export (docs/security.md, "Data export"): one ZIP with everything tied to the
 * account, nothing of anyone else, a readable summary in the account's language.
 */

let payload: Payload
let me: SeededDentist
let other: SeededDentist

beforeAll(async () => {
  payload = await testPayload()
  me = await seededDentist(payload, 'export-me')
  other = await seededDentist(payload, 'export-other')
  await payload.update({ collection: 'users', id: me.user.id, data: { language: 'en' } })
})

const exportOf = (cookie: string) =>
  download(exportRoute as never, cookie, 'http://localhost/api/account/export')

describe('Data export', () => {
  it('holds every kind of record of the dentist, and nothing of another', async () => {
    const res = await exportOf(me.cookie)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/zip')
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename=".*\.zip"/)
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()))
    const data = JSON.parse(strFromU8(files[EXPORT_JSON]!)) as AccountData

    expect(data.account).toMatchObject({ id: me.user.id, email: me.user.email, lastName: 'Krone' })
    expect(data.signInHistory.sessions.length).toBeGreaterThan(0)
    expect(data.profile.map((p) => p.id)).toEqual([me.profileId])
    expect(data.cmeCredits.map((c) => c.certificateId)).toEqual([me.certificateId])
    expect(data.quizAttempts).toEqual([
      expect.objectContaining({ id: me.attemptId, answers: { 0: 1 } }),
    ])
    expect(data.externalCertificates.map((c) => c.id)).toEqual([me.externalId])
    expect(data.practiceMemberships.map((m) => (m.practice as { id: number }).id).sort()).toEqual(
      [me.ownPracticeId, me.otherPracticeId].sort(),
    )
    expect(data.practiceMemberships).toContainEqual(expect.objectContaining({ sharing: 'status' }))
    expect(data.memberships).toEqual([
      expect.objectContaining({ id: me.membershipId, stripeSubscriptionId: me.subscriptionId }),
    ])
    expect(data.newsletterSubscriptions).toEqual([
      expect.objectContaining({ id: me.subscriberId, consentAt: expect.any(String) }),
    ])
    expect(data.newsletterSubscriptions[0]).not.toHaveProperty('consentIpHash')
    expect(data.newsletterSubscriptions[0]!.deliveries).toEqual([
      expect.objectContaining({
        newsletter: me.newsletterId,
        status: 'sent',
        tracked: true,
        openedAt: expect.any(String),
        clicks: 2,
      }),
    ])

    // The uploaded file, byte for byte.
    const uploaded = Object.keys(files).filter((name) => name.startsWith('files/'))
    expect(uploaded).toHaveLength(1)
    expect(files[uploaded[0]!]).toEqual(PDF_BYTES)

    // Nothing of the other dentist anywhere in the archive.
    const everything = Object.values(files)
      .map((bytes) => strFromU8(bytes, true))
      .join('\n')
    for (const foreign of [
      other.user.email,
      other.certificateId,
      other.profileSlug,
      other.subscriptionId,
    ])
      expect(everything).not.toContain(foreign)

    // The summary is in the account's language.
    const summary = strFromU8(files[EXPORT_SUMMARY]!)
    expect(summary).toContain('<html lang="en"')
    expect(summary).toContain('Your data at Dentaljournal')
    expect(summary).toContain('CME points and issued certificates')
  })

  it('is for signed-in readers only, and a few times an hour', async () => {
    expect((await download(exportRoute as never, '', 'http://localhost/x')).status).toBe(401)
    // The first test used one export of three.
    expect((await exportOf(me.cookie)).status).toBe(200)
    expect((await exportOf(me.cookie)).status).toBe(200)
    const limited = await exportOf(me.cookie)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})
