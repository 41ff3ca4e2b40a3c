import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@payload-types'
import { POST as addCertificate } from '@/app/api/doctor/cme/certificates/route'
import { PATCH as changeCertificate } from '@/app/api/doctor/cme/certificates/[id]/route'
import {
  MAX_CERTIFICATE_BYTES_PER_DENTIST,
  MAX_CERTIFICATE_FILES_PER_DENTIST,
} from '@/lib/cme/certificateQuota'
import { runSql } from '@/lib/db/executor'

import {
  externalCount,
  PDF_BYTES,
  restUpload,
  sendForm,
  storedFiles,
} from './helpers/cmeAccountForms'
import { testPayload } from './helpers/payload'
import { signedInDoctor } from './helpers/quiz'

/*
 * Every dentist's external certificates are limited in number and bytes, on the product
 * route and on Payload's REST API alike.
 */

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const PDF = { name: 'k.pdf', bytes: PDF_BYTES, type: 'application/pdf' }

/**
 * Entries `user` already has, written straight into the table (no files): `count` entries
 * of `bytes` bytes each. Quicker than uploading hundreds of files, and the quota counts
 * entries and their recorded sizes.
 */
async function existingEntries(user: User, count: number, bytes: number) {
  await runSql(
    payload,
    sql`insert into cme_external_certificates
          (user_id, title, provider, date, points, category, filename, mime_type, filesize)
        select ${user.id}, 'Früherer Kurs', 'Kammer', '2024-01-01', 1, 'A',
               'quota-' || ${user.id} || '-' || g || '.pdf', 'application/pdf', ${bytes}
          from generate_series(1, ${count}) g`,
  )
}

describe('External CME certificates: quota per dentist', () => {
  it(`takes the ${MAX_CERTIFICATE_FILES_PER_DENTIST}th file and refuses the next on every path with 409 and a code`, async () => {
    const { user, cookie } = await signedInDoctor(payload, { label: 'cme-quota', member: false })
    await existingEntries(user, MAX_CERTIFICATE_FILES_PER_DENTIST - 1, 1000)
    const last = await sendForm(addCertificate, { cookie, file: PDF })
    expect(last.status).toBe(201)
    const files = await storedFiles()

    const product = await sendForm(addCertificate, { cookie, file: PDF })
    expect(product.status).toBe(409)
    expect(product.json).toMatchObject({ code: 'certificate_quota_exceeded' })
    expect(product.json.message).toMatch(/300 Dateien/)
    const rest = await restUpload(cookie, PDF)
    expect(rest.status).toBe(409)
    expect(rest.json).toMatchObject({ code: 'certificate_quota_exceeded' })
    expect(rest.json.message).toMatch(/300 Dateien/)
    expect(await externalCount(payload, user)).toBe(MAX_CERTIFICATE_FILES_PER_DENTIST)
    expect((await storedFiles()).sort()).toEqual(files.sort())

    // Replacing a file of a full account is fine, and so is changing fields.
    const replaced = await sendForm(changeCertificate, {
      cookie,
      method: 'PATCH',
      fields: { title: 'Kongress, Tag 2' },
      file: PDF,
      params: { id: String(last.json.id) },
    })
    expect(replaced.status).toBe(200)
  })

  it('refuses a file that would take the dentist past 500 MB; another dentist is not affected', async () => {
    const { user, cookie } = await signedInDoctor(payload, {
      label: 'cme-quota-bytes',
      member: false,
    })
    await existingEntries(user, 1, MAX_CERTIFICATE_BYTES_PER_DENTIST - PDF_BYTES.length + 1)
    const product = await sendForm(addCertificate, { cookie, file: PDF })
    expect(product.status).toBe(409)
    expect(product.json).toMatchObject({ code: 'certificate_quota_exceeded' })
    const rest = await restUpload(cookie, PDF)
    expect(rest.status).toBe(409)
    expect(await externalCount(payload, user)).toBe(1)

    const other = await signedInDoctor(payload, { label: 'cme-quota-other', member: false })
    expect((await restUpload(other.cookie, PDF)).status).toBe(201)
  })

  it('lets only one of three simultaneous uploads take the last place', async () => {
    const { user, cookie } = await signedInDoctor(payload, {
      label: 'cme-quota-race',
      member: false,
    })
    await existingEntries(user, MAX_CERTIFICATE_FILES_PER_DENTIST - 1, 1000)
    const answers = await Promise.all([
      sendForm(addCertificate, { cookie, file: PDF }),
      restUpload(cookie, PDF),
      sendForm(addCertificate, { cookie, file: PDF }),
    ])
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409])
    expect(await externalCount(payload, user)).toBe(MAX_CERTIFICATE_FILES_PER_DENTIST)
  })
})
