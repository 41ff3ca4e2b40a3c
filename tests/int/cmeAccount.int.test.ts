import { readdir } from 'node:fs/promises'

import { unzipSync } from 'fflate'
import { PDFParse } from 'pdf-parse'
import type { Payload } from 'payload'
import jsQR from 'jsqr'
import { PDFDocument } from 'pdf-lib'
import { PNG } from 'pngjs'
import QRCode from 'qrcode'
import { beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@payload-types'
import {
  GET as listCertificates,
  POST as addCertificate,
} from '@/app/api/doctor/cme/certificates/route'
import {
  DELETE as deleteCertificate,
  PATCH as changeCertificate,
} from '@/app/api/doctor/cme/certificates/[id]/route'
import { GET as certificateFile } from '@/app/api/doctor/cme/certificates/[id]/file/route'
import { GET as getPeriod, PUT as putPeriod } from '@/app/api/doctor/cme/period/route'
import { GET as proofPdf } from '@/app/api/doctor/cme/proof.pdf/route'
import { GET as proofZip } from '@/app/api/doctor/cme/proof.zip/route'
import { certificateFilesDir, EXTERNAL_CERTIFICATES } from '@/lib/cme/externalFiles'
import { certificateId } from '@/lib/cme/quizzes'
import { berlinDay } from '@/lib/cme/period'

import { callRoute, freshIp } from './http'
import { testPayload } from './payload'
import { signedInDoctor } from './quiz'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

type Handler = (request: Request, context: never) => Promise<Response>

/** A small real PDF (one empty page), as a congress certificate would be. */
const PDF_BYTES = await (async () => {
  const pdf = await PDFDocument.create()
  pdf.addPage([200, 100])
  return pdf.save()
})()
/** A real PNG (a photographed certificate, as far as the server can tell). */
const PNG_BYTES = new Uint8Array(await QRCode.toBuffer('Teilnahmebescheinigung', { type: 'png' }))

const FIELDS = {
  title: 'Implantologie-Kongress 2026',
  provider: 'Landeszahnärztekammer Hessen',
  date: '2026-03-14',
  points: '16',
  category: 'B',
  topic: 'Implantologie',
}

/** Calls a route with a multipart body built from `fields` and `file` (name, bytes, type). */
async function sendForm(
  handler: Handler,
  {
    cookie,
    method = 'POST',
    fields = FIELDS as Record<string, string>,
    file,
    params,
    headers = {},
  }: {
    cookie: string
    method?: string
    fields?: Record<string, string>
    file?: { name: string; bytes: Uint8Array; type: string }
    params?: Record<string, string>
    headers?: Record<string, string>
  },
) {
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) form.set(k, v)
  if (file) form.set('file', new Blob([Buffer.from(file.bytes)], { type: file.type }), file.name)
  const request = new Request('http://localhost/api/doctor/cme/certificates', {
    method,
    body: form,
    headers: { cookie, 'x-forwarded-for': freshIp(), ...headers },
  })
  const response = await handler(
    request,
    (params ? { params: Promise.resolve(params) } : undefined) as never,
  )
  const text = await response.text()
  return { status: response.status, json: text ? JSON.parse(text) : {}, headers: response.headers }
}

/** A raw GET of a download route as the user of `cookie`. */
async function download(handler: Handler, cookie: string, url: string, params?: object) {
  return handler(
    new Request(url, { headers: { cookie, 'x-forwarded-for': freshIp() } }),
    (params ? { params: Promise.resolve(params) } : undefined) as never,
  )
}

const externalCount = async (user: User) =>
  (await payload.count({ collection: EXTERNAL_CERTIFICATES, where: { user: { equals: user.id } } }))
    .totalDocs

const storedFiles = async () => readdir(certificateFilesDir()).catch(() => [] as string[])

/** Awards one of our certificates directly (as a passed quiz would) on `awardedAt`; once per user. */
async function award(user: User, title: string, credits: number, awardedAt: string) {
  const quiz = (await payload.find({ collection: 'quizzes', limit: 1, depth: 0 })).docs[0]!
  return payload.create({
    collection: 'cme-credits',
    data: {
      user: user.id,
      quiz: quiz.id,
      moduleTitle: title,
      topic: 'periodontology',
      credits,
      percentage: 100,
      durationMinutes: 45,
      certificateId: certificateId(),
      awardedAt,
    },
  })
}

async function pdfText(bytes: ArrayBuffer | Uint8Array): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) })
  try {
    return (await parser.getText()).text
  } finally {
    await parser.destroy()
  }
}

/** The text of the QR code on the PDF's first page (rendered to PNG, read with jsQR). */
async function qrOnFirstPage(bytes: Uint8Array): Promise<string | null> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) })
  try {
    const shot = await parser.getScreenshot({ scale: 1.5, first: 1 })
    const image = PNG.sync.read(Buffer.from(shot.pages[0]!.data))
    return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null
  } finally {
    await parser.destroy()
  }
}

describe('CME period (GET/PUT /api/doctor/cme/period)', () => {
  it('counts from the account creation until a start is set, and refuses future days and days before 1950', async () => {
    const { cookie } = await signedInDoctor(payload, { label: 'cme-period', member: false })
    expect((await callRoute(getPeriod, { method: 'GET' })).status).toBe(401)
    const first = await callRoute(getPeriod, { method: 'GET', cookie })
    expect(first.json).toMatchObject({
      start: berlinDay(),
      startSet: false,
      points: 0,
      required: 125,
      missing: 125,
    })
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)
    for (const start of [tomorrow, '1949-12-31', '2023-02-29', 'gestern'])
      expect((await callRoute(putPeriod, { method: 'PUT', cookie, body: { start } })).status).toBe(
        400,
      )
    const set = await callRoute(putPeriod, {
      method: 'PUT',
      cookie,
      body: { start: '2024-02-29', chamber: 'KZV Hessen' },
    })
    expect(set.status).toBe(200)
    expect(set.json).toMatchObject({
      start: '2024-02-29',
      end: '2029-02-28',
      startSet: true,
      chamber: 'KZV Hessen',
      required: 125,
    })
    expect((await callRoute(getPeriod, { method: 'GET', cookie })).json).toMatchObject({
      start: '2024-02-29',
      end: '2029-02-28',
    })
  })
})

describe('External CME certificates', () => {
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
    expect(await externalCount(user)).toBe(0)
    expect((await storedFiles()).sort()).toEqual(before.sort())
  })

  it('lists, changes, serves and deletes the own entries; another dentist gets 403', async () => {
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
    const ours = await award(owner.user, 'Parodontitis heute', 2, '2026-05-02T10:00:00.000Z')

    const list = await callRoute(listCertificates, { method: 'GET', cookie: owner.cookie })
    expect(
      (list.json.certificates as { source: string; id: string }[]).map((c) => [c.source, c.id]),
    ).toEqual([
      ['journal', ours.certificateId],
      ['external', id],
    ])
    const othersList = await callRoute(listCertificates, { method: 'GET', cookie: other.cookie })
    expect(othersList.json.certificates).toEqual([])

    // Another dentist can neither read, change nor delete it.
    expect(
      (await download(certificateFile, other.cookie, 'http://localhost/x', { id })).status,
    ).toBe(403)
    const foreignPatch = await sendForm(changeCertificate, {
      cookie: other.cookie,
      method: 'PATCH',
      fields: { title: 'Gekapert' },
      params: { id },
    })
    expect(foreignPatch.status).toBe(403)
    expect(
      (
        await callRoute(deleteCertificate, {
          method: 'DELETE',
          cookie: other.cookie,
          params: { id },
        })
      ).status,
    ).toBe(403)
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
    expect(await externalCount(owner.user)).toBe(0)
    expect(
      (await download(certificateFile, owner.cookie, 'http://localhost/x', { id })).status,
    ).toBe(404)
  })

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
    expect(await externalCount(user)).toBe(0)
    expect(await storedFiles()).not.toContain(doc.filename)
  })
})

describe('Proof pack (proof.pdf, proof.zip)', () => {
  it('lists every certificate of the period with the right total; older ones stay under their own period', async () => {
    const { user, cookie } = await signedInDoctor(payload, { label: 'cme-proof', member: false })
    await callRoute(putPeriod, { method: 'PUT', cookie, body: { start: '2017-03-01' } })
    const congress = await sendForm(addCertificate, {
      cookie,
      file: { name: 'k.pdf', bytes: PDF_BYTES, type: 'application/pdf' },
    })
    const course = await sendForm(addCertificate, {
      cookie,
      fields: {
        ...FIELDS,
        title: 'Endodontie-Kurs',
        provider: 'DGET',
        date: '2023-09-01',
        points: '8',
        category: 'H',
      },
      file: { name: 'e.png', bytes: PNG_BYTES, type: 'image/png' },
    })
    const old = await sendForm(addCertificate, {
      cookie,
      fields: { ...FIELDS, title: 'Alter Kurs', date: '2020-05-05', points: '30' },
      file: { name: 'o.pdf', bytes: PDF_BYTES, type: 'application/pdf' },
    })
    expect([congress.status, course.status, old.status]).toEqual([201, 201, 201])
    const ours = await award(user, 'Parodontitis heute', 2, '2026-05-02T10:00:00.000Z')

    const period = await callRoute(getPeriod, { method: 'GET', cookie })
    expect(period.json).toMatchObject({
      start: '2022-03-01',
      end: '2027-02-28',
      points: 26,
      missing: 99,
    })

    const pdf = await download(
      proofPdf,
      cookie,
      'http://localhost/api/doctor/cme/proof.pdf?period=current',
    )
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-disposition')).toMatch(/^attachment;/)
    const text = await pdfText(await pdf.arrayBuffer())
    expect(text).toContain('Clara Krone')
    expect(text).toContain('01.03.2022 bis 28.02.2027')
    for (const title of ['Implantologie-Kongress 2026', 'Endodontie-Kurs', 'Parodontitis heute'])
      expect(text).toContain(title)
    expect(text).not.toContain('Alter Kurs')
    expect(text).toContain('Summe: 26 Punkte von 125')
    expect(text).toContain('Anzahl Nachweise: 3')

    const older = await download(
      proofPdf,
      cookie,
      'http://localhost/api/doctor/cme/proof.pdf?period=2017-03-01',
    )
    const olderText = await pdfText(await older.arrayBuffer())
    expect(olderText).toContain('Alter Kurs')
    expect(olderText).toContain('Summe: 30 Punkte')
    expect(
      (
        await download(
          proofPdf,
          cookie,
          'http://localhost/api/doctor/cme/proof.pdf?period=2018-01-01',
        )
      ).status,
    ).toBe(404)
    expect(
      (await download(proofPdf, cookie, 'http://localhost/api/doctor/cme/proof.pdf?period=alle'))
        .status,
    ).toBe(400)

    const zip = await download(
      proofZip,
      cookie,
      'http://localhost/api/doctor/cme/proof.zip?period=current',
    )
    expect(zip.status).toBe(200)
    expect(zip.headers.get('content-type')).toBe('application/zip')
    const entries = unzipSync(new Uint8Array(await zip.arrayBuffer()))
    const names = Object.keys(entries).sort()
    expect(names).toEqual([
      'Fortbildungsnachweis-2022-03-01-2027-02-28.pdf',
      'Nachweise/001-2023-09-01-Endodontie-Kurs.png',
      'Nachweise/002-2026-03-14-Implantologie-Kongress-2026.pdf',
      `Nachweise/003-2026-05-02-Parodontitis-heute-${ours.certificateId}.pdf`,
    ])
    expect(entries['Nachweise/001-2023-09-01-Endodontie-Kurs.png']).toEqual(PNG_BYTES)
    expect(entries['Nachweise/002-2026-03-14-Implantologie-Kongress-2026.pdf']).toEqual(PDF_BYTES)
    const ourText = await pdfText(entries[names[3]!]!)
    expect(ourText).toContain(ours.certificateId)
    expect(ourText).toContain('45 Minuten')
    expect(ourText).not.toContain('Bearbeitungszeit')
    expect(await qrOnFirstPage(entries[names[3]!]!)).toMatch(
      new RegExp(`^https?://[^/]+/cme/verify/${ours.certificateId}$`),
    )
    expect(await pdfText(entries[names[0]!]!)).toContain('Summe: 26 Punkte')
    // Another dentist's pack holds none of it.
    const stranger = await signedInDoctor(payload, { label: 'cme-stranger', member: false })
    const foreign = unzipSync(
      new Uint8Array(
        await (
          await download(proofZip, stranger.cookie, 'http://localhost/x?period=current')
        ).arrayBuffer(),
      ),
    )
    expect(Object.keys(foreign)).toHaveLength(1)
  })
})
