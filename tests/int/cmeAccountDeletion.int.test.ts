import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as addCertificate } from '@/app/api/doctor/cme/certificates/route'
import { EXTERNAL_CERTIFICATES } from '@/lib/cme/externalFiles'

import { externalCount, PDF_BYTES, sendForm, storedFiles } from './helpers/cmeAccountForms'
import { testPayload } from './helpers/payload'
import { signedInDoctor } from './helpers/quiz'

/*
 * Deleting an account deletes its external certificates and their private files.
 */

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('External CME certificates: account deletion', () => {
  it('deletes the entries and their files with the account', async () => {
    const { user, cookie } = await signedInDoctor(payload, { label: 'cme-gone', member: false })
    const created = await sendForm(addCertificate, {
      cookie,
      file: { name: 'a.pdf', bytes: PDF_BYTES, type: 'application/pdf' },
    })
    expect(created.status).toBe(201)
    const doc = await payload.findByID({
      collection: EXTERNAL_CERTIFICATES,
      id: Number(created.json.id),
    })
    expect(await storedFiles()).toContain(doc.filename)
    await payload.delete({ collection: 'memberships', where: { user: { equals: user.id } } })
    await payload.delete({ collection: 'users', id: user.id })
    expect(await externalCount(payload, user)).toBe(0)
    expect(await storedFiles()).not.toContain(doc.filename)
  })
})
