import { randomBytes } from 'node:crypto'

import { unzipSync } from 'fflate'
import type { Payload } from 'payload'
import { PDFDocument } from 'pdf-lib'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as addCertificate } from '@/app/api/doctor/cme/certificates/route'
import { PUT as putIdentity } from '@/app/api/doctor/cme/identity/route'
import { GET as getPeriod, PUT as putPeriod } from '@/app/api/doctor/cme/period/route'
import { GET as proofPdf } from '@/app/api/doctor/cme/proof.pdf/route'
import { GET as proofZip } from '@/app/api/doctor/cme/proof.zip/route'

import { award, download, FIELDS, PDF_BYTES, PNG_BYTES, sendForm } from './helpers/cmeAccountForms'
import { callRoute } from './helpers/http'
import { asUser, testPayload } from './helpers/payload'
import { pdfText, qrOnFirstPage } from './helpers/pdfReading'
import { signedInDoctor } from './helpers/quiz'

/*
 * The proof pack for the KZV: summary PDF and ZIP of a period's certificates. The ZIP is
 * streamed while it is built, one per dentist at a time.
 */

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
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
        title: 'Endodontie-Kurs: Spülung',
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
    const ours = await award(payload, user, 'Parodontitis heute', 2, '2026-05-02T10:00:00.000Z')

    const period = await callRoute(getPeriod, { method: 'GET', cookie })
    expect(period.json).toMatchObject({
      start: '2022-03-01',
      end: '2027-02-28',
      points: 26,
      missing: 99,
    })

    // What the KZV identifies the dentist by, given on the account.
    const identity = await callRoute(putIdentity, {
      method: 'PUT',
      cookie,
      body: {
        title: 'Dr. med. dent.',
        practiceAddress: 'Schlossstraße 5, 14467 Potsdam',
        kzvNumber: '123456',
        birthDate: '1980-02-01',
      },
    })
    expect(identity.status).toBe(200)
    const badBirth = await callRoute(putIdentity, {
      method: 'PUT',
      cookie,
      body: { title: null, practiceAddress: null, kzvNumber: null, birthDate: '2999-01-01' },
    })
    expect(badBirth.status).toBe(400)

    const pdf = await download(
      proofPdf,
      cookie,
      'http://localhost/api/doctor/cme/proof.pdf?period=current',
    )
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-disposition')).toMatch(/^attachment;/)
    const text = await pdfText(await pdf.arrayBuffer())
    expect(text).toContain('Name: Dr. med. dent. Clara Krone')
    expect(text).toContain('Geburtsdatum: 01.02.1980')
    expect(text).toContain('Praxisanschrift: Schlossstraße 5, 14467 Potsdam')
    expect(text).toContain('Zahnarztnummer (KZV-Abrechnungsnummer): 123456')
    expect(text).toContain(
      'Ich versichere, dass ich die aufgeführten Fortbildungen selbst besucht habe',
    )
    for (const label of ['Ort, Datum', 'Unterschrift']) expect(text).toContain(label)
    expect(text).toContain('01.03.2022 bis 28.02.2027')
    for (const title of [
      'Implantologie-Kongress 2026',
      'Endodontie-Kurs: Spülung',
      'Parodontitis heute',
    ])
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
      'Nachweise/001-2023-09-01-Endodontie-Kurs-Spuelung.png',
      'Nachweise/002-2026-03-14-Implantologie-Kongress-2026.pdf',
      `Nachweise/003-2026-05-02-Parodontitis-heute-${ours.certificateId}.pdf`,
    ])
    expect(entries['Nachweise/001-2023-09-01-Endodontie-Kurs-Spuelung.png']).toEqual(PNG_BYTES)
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

/** A real PDF of about `bytes` bytes (a scan of a certificate, as far as size goes). */
async function largePdf(bytes: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  pdf.addPage([200, 100])
  await pdf.attach(randomBytes(bytes), 'scan.bin', { mimeType: 'application/octet-stream' })
  return pdf.save()
}

/** Reads a response body to the end, calling `each` after every chunk; its length in bytes. */
async function drain(response: Response, each: () => void = () => {}): Promise<number> {
  const reader = response.body!.getReader()
  let length = 0
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    length += part.value.byteLength
    each()
  }
  return length
}

describe('Proof pack ZIP as a stream', () => {
  it('keeps memory flat for a pack of 12 files of almost 10 MB, and the archive is whole', async () => {
    const { user, cookie } = await signedInDoctor(payload, {
      label: 'cme-proof-big',
      member: false,
    })
    await callRoute(putPeriod, { method: 'PUT', cookie, body: { start: '2017-03-01' } })
    const scan = await largePdf(9_700_000)
    expect(scan.byteLength).toBeLessThan(10 * 1024 * 1024)
    for (let i = 0; i < 12; i++)
      await payload.create({
        collection: 'cme-external-certificates',
        ...asUser(user),
        data: {
          ...FIELDS,
          title: `Kurs ${String(i + 1).padStart(2, '0')}`,
          points: 2,
          category: 'B',
          user: user.id,
        },
        file: {
          data: Buffer.from(scan),
          mimetype: 'application/pdf',
          name: 'scan.pdf',
          size: scan.byteLength,
        },
      })

    const url = 'http://localhost/api/doctor/cme/proof.zip?period=current'
    const before = process.memoryUsage().arrayBuffers
    let peak = before
    const response = await download(proofZip, cookie, url)
    expect(response.status).toBe(200)
    const length = await drain(response, () => {
      peak = Math.max(peak, process.memoryUsage().arrayBuffers)
    })
    expect(length).toBeGreaterThan(12 * scan.byteLength)
    // Built in memory, the pack held every file and the whole archive at once (over 300 MB).
    expect(peak - before).toBeLessThan(100 * 1024 * 1024)

    const entries = unzipSync(
      new Uint8Array(await (await download(proofZip, cookie, url)).arrayBuffer()),
    )
    const names = Object.keys(entries).sort()
    expect(names).toHaveLength(13)
    expect(names[0]).toBe('Fortbildungsnachweis-2022-03-01-2027-02-28.pdf')
    expect(names[1]).toBe('Nachweise/001-2026-03-14-Kurs-01.pdf')
    // Compared as buffers: a deep equality of 10 MB byte arrays takes minutes.
    for (const name of names.slice(1))
      expect(Buffer.from(entries[name]!).equals(Buffer.from(scan)), name).toBe(true)
  })

  it('builds one pack per dentist at a time: a second request answers 429 until the first download ends', async () => {
    const first = await signedInDoctor(payload, { label: 'cme-proof-busy', member: false })
    await callRoute(putPeriod, {
      method: 'PUT',
      cookie: first.cookie,
      body: { start: '2017-03-01' },
    })
    await sendForm(addCertificate, {
      cookie: first.cookie,
      file: { name: 'k.pdf', bytes: PDF_BYTES, type: 'application/pdf' },
    })
    const url = 'http://localhost/api/doctor/cme/proof.zip?period=current'
    const running = await download(proofZip, first.cookie, url)
    expect(running.status).toBe(200)
    const reader = running.body!.getReader()
    expect((await reader.read()).done).toBe(false)

    const busy = await download(proofZip, first.cookie, url)
    expect(busy.status).toBe(429)
    expect(busy.headers.get('retry-after')).toBe('30')
    expect(await busy.json()).toMatchObject({ code: 'proof_pack_busy' })
    // Another dentist is not held up, and the summary PDF alone is never refused.
    const other = await signedInDoctor(payload, { label: 'cme-proof-free', member: false })
    expect((await download(proofZip, other.cookie, url)).status).toBe(200)
    expect(
      (await download(proofPdf, first.cookie, 'http://localhost/x.pdf?period=current')).status,
    ).toBe(200)

    // A download broken off by the reader frees the lock as well as a finished one.
    await reader.cancel()
    const again = await download(proofZip, first.cookie, url)
    expect(again.status).toBe(200)
    expect(Object.keys(unzipSync(new Uint8Array(await again.arrayBuffer())))).toHaveLength(2)
    expect((await download(proofZip, first.cookie, url)).status).toBe(200)
  })
})
