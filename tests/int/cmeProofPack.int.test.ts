import { unzipSync } from 'fflate'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as addCertificate } from '@/app/api/doctor/cme/certificates/route'
import { GET as getPeriod, PUT as putPeriod } from '@/app/api/doctor/cme/period/route'
import { GET as proofPdf } from '@/app/api/doctor/cme/proof.pdf/route'
import { GET as proofZip } from '@/app/api/doctor/cme/proof.zip/route'

import { award, download, FIELDS, PDF_BYTES, PNG_BYTES, sendForm } from './cmeAccountForms'
import { callRoute } from './http'
import { testPayload } from './payload'
import { pdfText, qrOnFirstPage } from './pdfReading'
import { signedInDoctor } from './quiz'

/*
 * The proof pack for the KZV: summary PDF and ZIP of a period's certificates.
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
    const ours = await award(payload, user, 'Parodontitis heute', 2, '2026-05-02T10:00:00.000Z')

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
