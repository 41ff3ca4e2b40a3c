import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as addCertificate } from '@/app/api/doctor/cme/certificates/route'

import { externalCount, FIELDS, PDF_BYTES, sendForm, storedFiles } from './helpers/cmeAccountForms'
import { testPayload } from './helpers/payload'
import { signedInDoctor } from './helpers/quiz'

/*
 * External certificates of the wrong type or too large are refused, and nothing is stored.
 */

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('External CME certificates: refused uploads', () => {
  it('refuses a file of another type or above 10 MB and stores nothing', async () => {
    const { user, cookie } = await signedInDoctor(payload, { label: 'cme-upload', member: false })
    const before = await storedFiles()
    // A text file dressed up as PDF: the bytes decide.
    const text = await sendForm(addCertificate, {
      cookie,
      file: {
        name: 'zertifikat.pdf',
        bytes: new TextEncoder().encode('hallo'),
        type: 'application/pdf',
      },
    })
    expect(text.status).toBe(415)
    // Sent as a PDF: the refusal says the file is none, rather than asking for one.
    expect(text.json).toMatchObject({
      code: 'certificate_not_pdf',
      message: 'Die Datei ist kein gültiges PDF.',
    })
    // A PDF signature in front of garbage: Payload's own integrity check refuses it.
    const broken = await sendForm(addCertificate, {
      cookie,
      file: {
        name: 'kaputt.pdf',
        bytes: new TextEncoder().encode('%PDF-1.4\nkein PDF'),
        type: 'application/pdf',
      },
    })
    expect(broken.status).toBe(415)
    // Declared too large: refused before anything is read.
    const declared = await addCertificate(
      new Request('http://localhost/api/doctor/cme/certificates', {
        method: 'POST',
        headers: {
          cookie,
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(11 * 1024 * 1024),
        },
        body: 'x',
      }),
      undefined as never,
    )
    expect(declared.status).toBe(413)
    // Too large without a declared length (read up to the limit, then stopped).
    const big = new Uint8Array(10 * 1024 * 1024 + 1)
    big.set(PDF_BYTES)
    const tooBig = await sendForm(addCertificate, {
      cookie,
      file: { name: 'gross.pdf', bytes: big, type: 'application/pdf' },
    })
    expect(tooBig.status).toBe(413)
    // Missing fields and no file.
    expect((await sendForm(addCertificate, { cookie })).status).toBe(400)
    expect(
      (
        await sendForm(addCertificate, {
          cookie,
          fields: { ...FIELDS, category: 'Z' },
          file: { name: 'a.pdf', bytes: PDF_BYTES, type: 'application/pdf' },
        })
      ).status,
    ).toBe(400)
    expect(await externalCount(payload, user)).toBe(0)
    expect((await storedFiles()).sort()).toEqual(before.sort())
  })
})
