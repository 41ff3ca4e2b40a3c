import { unzipSync } from 'fflate'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as certificate } from '@/app/api/doctor/certificates/[certificateId]/route'
import { POST as addCertificate } from '@/app/api/doctor/cme/certificates/route'
import { PUT as putPeriod } from '@/app/api/doctor/cme/period/route'
import { GET as proofPdf } from '@/app/api/doctor/cme/proof.pdf/route'
import { GET as proofZip } from '@/app/api/doctor/cme/proof.zip/route'

import { award, download, FIELDS, PDF_BYTES, sendForm } from './helpers/cmeAccountForms'
import { callRoute } from './helpers/http'
import { testPayload } from './helpers/payload'
import { pdfText } from './helpers/pdfReading'
import { signedInDoctor } from './helpers/quiz'

/*
 * A dentist whose name, chamber and certificates are written in letters outside Western
 * Europe downloads their certificate, proof summary and proof pack: every download used
 * to answer 500 ("WinAnsi cannot encode") at the first Ł, ř, Ş, Cyrillic, Arabic or
 * Chinese letter.
 */

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const TITLE = 'Пародонтология: Дмитрий Иванов, محمد, 王小明'
const CHAMBER = 'Izba Lekarska w Łodzi (Jiří Dvořák, Őrsi)'
const EXTERNAL = { title: 'Implantoloji Kongresi İ ğ ı', provider: 'Şükrü Öztürk Akademi' }

/** Whitespace folded, so a name the layout wrapped onto two lines still matches. */
const textOf = async (bytes: ArrayBuffer | Uint8Array) =>
  (await pdfText(bytes)).replace(/\s+/g, ' ')

describe('CME downloads with names in every script', () => {
  it('certificate, proof summary and proof pack print the names instead of failing', async () => {
    const { user, cookie } = await signedInDoctor(payload, { label: 'cme-unicode', member: false })
    await payload.update({
      collection: 'users',
      id: user.id,
      data: { firstName: 'Łukasz', lastName: 'Wróbel' },
    })
    const period = await callRoute(putPeriod, {
      method: 'PUT',
      cookie,
      body: { start: '2022-03-01', chamber: CHAMBER },
    })
    expect(period.status).toBe(200)
    const external = await sendForm(addCertificate, {
      cookie,
      fields: { ...FIELDS, ...EXTERNAL },
      file: { name: 'k.pdf', bytes: PDF_BYTES, type: 'application/pdf' },
    })
    expect(external.status).toBe(201)
    const ours = await award(payload, user, TITLE, 2, '2026-05-02T10:00:00.000Z')

    for (const lang of ['de', 'en']) {
      const pdf = await download(
        certificate,
        cookie,
        `http://localhost/api/doctor/certificates/${ours.certificateId}?lang=${lang}`,
        { certificateId: ours.certificateId },
      )
      expect(pdf.status).toBe(200)
      const text = await textOf(await pdf.arrayBuffer())
      for (const name of ['Łukasz Wróbel', 'Пародонтология', 'Дмитрий Иванов', 'محمد', '王小明'])
        expect(text).toContain(name)
    }

    const summary = await download(
      proofPdf,
      cookie,
      'http://localhost/api/doctor/cme/proof.pdf?period=current',
    )
    expect(summary.status).toBe(200)
    const summaryText = await textOf(await summary.arrayBuffer())
    for (const name of ['Łukasz Wróbel', CHAMBER, EXTERNAL.title, EXTERNAL.provider, '王小明'])
      expect(summaryText).toContain(name)

    const zip = await download(
      proofZip,
      cookie,
      'http://localhost/api/doctor/cme/proof.zip?period=current',
    )
    expect(zip.status).toBe(200)
    const entries = unzipSync(new Uint8Array(await zip.arrayBuffer()))
    const ourFile = Object.keys(entries).find((name) => name.includes(ours.certificateId))!
    expect(await textOf(entries[ourFile]!)).toContain('Дмитрий Иванов')
    const summaryFile = Object.keys(entries).find((name) =>
      name.startsWith('Fortbildungsnachweis'),
    )!
    expect(await textOf(entries[summaryFile]!)).toContain(EXTERNAL.provider)
  })
})
