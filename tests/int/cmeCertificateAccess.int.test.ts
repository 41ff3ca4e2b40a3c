import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import {
  GET as listCertificates,
  POST as addCertificate,
} from '@/app/api/doctor/cme/certificates/route'
import {
  DELETE as deleteCertificate,
  PATCH as changeCertificate,
} from '@/app/api/doctor/cme/certificates/[id]/route'
import { GET as certificateFile } from '@/app/api/doctor/cme/certificates/[id]/file/route'

import {
  award,
  download,
  externalCount,
  FIELDS,
  PDF_BYTES,
  PNG_BYTES,
  sendForm,
} from './helpers/cmeAccountForms'
import { callRoute } from './helpers/http'
import { testPayload } from './helpers/payload'
import { signedInDoctor } from './helpers/quiz'

/*
 * A dentist lists, changes, downloads and deletes their own external certificates; another
 * dentist cannot, and ours cannot be changed.
 */

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('External CME certificates: own entries only', () => {
  it('lists, changes, serves and deletes the own entries; another dentist gets 404', async () => {
    const owner = await signedInDoctor(payload, { label: 'cme-owner', member: false })
    const other = await signedInDoctor(payload, { label: 'cme-other', member: false })
    const created = await sendForm(addCertificate, {
      cookie: owner.cookie,
      // The declared type and name are ignored: the bytes are a PNG.
      file: { name: 'foto.pdf', bytes: PNG_BYTES, type: 'application/pdf' },
    })
    expect(created.status).toBe(201)
    expect(created.json).toMatchObject({
      source: 'external',
      title: FIELDS.title,
      points: 16,
      category: 'B',
      mimeType: 'image/png',
    })
    const id = String(created.json.id)
    const ours = await award(
      payload,
      owner.user,
      'Parodontitis heute',
      2,
      '2026-05-02T10:00:00.000Z',
    )

    const list = await callRoute(listCertificates, { method: 'GET', cookie: owner.cookie })
    expect(
      (list.json.certificates as { source: string; id: string }[]).map((c) => [c.source, c.id]),
    ).toEqual([
      ['journal', ours.certificateId],
      ['external', id],
    ])
    const othersList = await callRoute(listCertificates, { method: 'GET', cookie: other.cookie })
    expect(othersList.json.certificates).toEqual([])

    // Another dentist can neither read, change nor delete it, and learns nothing of it:
    // the answer is the one for an id that names nothing.
    expect(
      (await download(certificateFile, other.cookie, 'http://localhost/x', { id })).status,
    ).toBe(404)
    const foreignPatch = await sendForm(changeCertificate, {
      cookie: other.cookie,
      method: 'PATCH',
      fields: { title: 'Gekapert' },
      params: { id },
    })
    expect(foreignPatch.status).toBe(404)
    expect(
      (
        await callRoute(deleteCertificate, {
          method: 'DELETE',
          cookie: other.cookie,
          params: { id },
        })
      ).status,
    ).toBe(404)
    // Ours cannot be changed or deleted by anyone.
    expect(
      (
        await sendForm(changeCertificate, {
          cookie: owner.cookie,
          method: 'PATCH',
          fields: { points: '50' },
          params: { id: ours.certificateId },
        })
      ).status,
    ).toBe(403)
    expect(
      (
        await callRoute(deleteCertificate, {
          method: 'DELETE',
          cookie: owner.cookie,
          params: { id: ours.certificateId },
        })
      ).status,
    ).toBe(403)

    // The owner changes fields and the file, and downloads it as an attachment.
    const changed = await sendForm(changeCertificate, {
      cookie: owner.cookie,
      method: 'PATCH',
      fields: { points: '12', title: 'Implantologie-Kongress (Tag 1)' },
      file: { name: 'scan.png', bytes: PDF_BYTES, type: 'image/png' },
      params: { id },
    })
    expect(changed.status).toBe(200)
    expect(changed.json).toMatchObject({
      points: 12,
      mimeType: 'application/pdf',
      provider: FIELDS.provider,
    })
    const file = await download(certificateFile, owner.cookie, 'http://localhost/x', { id })
    expect(file.status).toBe(200)
    expect(file.headers.get('content-disposition')).toMatch(/^attachment;/)
    expect(file.headers.get('content-type')).toBe('application/pdf')
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF_BYTES)

    const deleted = await callRoute(deleteCertificate, {
      method: 'DELETE',
      cookie: owner.cookie,
      params: { id },
    })
    expect(deleted.status).toBe(200)
    expect(await externalCount(payload, owner.user)).toBe(0)
    expect(
      (await download(certificateFile, owner.cookie, 'http://localhost/x', { id })).status,
    ).toBe(404)
  })
})
