import { unzipSync } from 'fflate'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as addCertificate } from '@/app/api/doctor/cme/certificates/route'
import { GET as csv } from '@/app/api/practices/[id]/cme.csv/route'
import { GET as proofPdf } from '@/app/api/practices/[id]/members/[memberId]/proof.pdf/route'
import { GET as proofZip } from '@/app/api/practices/[id]/members/[memberId]/proof.zip/route'
import { POST as remind } from '@/app/api/practices/[id]/members/[memberId]/reminder/route'
import { PUT as share } from '@/app/api/practices/[id]/members/me/route'
import { asServer } from '@/lib/payload/readAs'

import { award, download, PDF_BYTES, sendForm } from './helpers/cmeAccountForms'
import { callRoute, smtpServerForFile, waitForMail } from './helpers/http'
import { testPayload } from './helpers/payload'
import { pdfText } from './helpers/pdfReading'
import { dentist, employ, practiceOf, today, type Dentist } from './helpers/practiceSupport'

/*
 * What a practice does with what its dentists share: the proof for the KZV (only with
 * certificates consent, naming the practice as the party submitting it under § 95d (5)
 * SGB V), the CSV of its list, and "Erinnerung senden" at most once a week.
 */

const smtp = smtpServerForFile()
let payload: Payload
let owner: Dentist
let employee: Dentist
let practiceId: number
let memberId: number

const params = () => ({ id: String(practiceId), memberId: String(memberId) })
const setSharing = (sharing: string) =>
  callRoute(share, {
    method: 'PUT',
    cookie: employee.cookie,
    params: { id: String(practiceId) },
    body: { sharing },
  })

beforeAll(async () => {
  payload = await testPayload()
  owner = await dentist(payload, 'proof-owner')
  employee = await dentist(payload, 'proof-employee')
  practiceId = await practiceOf(owner, 'Praxis Dr. Nachweis')
  memberId = await employ(payload, owner, practiceId, employee, 'status')
  await award(payload, employee.user, 'Füllungstherapie aktuell', 2, new Date().toISOString())
  const uploaded = await sendForm(addCertificate, {
    cookie: employee.cookie,
    fields: {
      title: 'Kieferorthopädie-Tag',
      provider: 'Zahnärztekammer Sachsen-Anhalt',
      date: today(),
      points: '8',
      category: 'B',
      topic: '',
    },
    file: { name: 'tag.pdf', bytes: PDF_BYTES, type: 'application/pdf' },
  })
  expect(uploaded.status).toBe(201)
})

describe('The proof for the KZV made by the practice', () => {
  it('needs certificates consent, then is the dentist’s pack naming the practice', async () => {
    const url = 'http://localhost/api/practices/x/proof'
    const refused = await download(proofPdf, owner.cookie, url, params())
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({ code: 'consent_required' })
    expect((await download(proofZip, owner.cookie, url, params())).status).toBe(403)
    // The dentist themself is no manager of the practice.
    expect((await download(proofPdf, employee.cookie, url, params())).status).toBe(404)

    await setSharing('certificates')
    const pdf = await download(proofPdf, owner.cookie, url, params())
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    const text = await pdfText(await pdf.arrayBuffer())
    expect(text).toContain('Clara Krone')
    expect(text).toContain('Eingereicht nach § 95d Abs. 5 SGB V durch: Praxis Dr. Nachweis')
    expect(text).toContain('KZV Sachsen-Anhalt')
    expect(text).toContain('Kieferorthopädie-Tag')
    expect(text).toContain('Füllungstherapie aktuell')

    const zip = await download(proofZip, owner.cookie, url, params())
    expect(zip.status).toBe(200)
    const names = Object.keys(unzipSync(new Uint8Array(await zip.arrayBuffer())))
    expect(names.some((n) => n.startsWith('Fortbildungsnachweis-'))).toBe(true)
    expect(names.filter((n) => n.startsWith('Nachweise/'))).toHaveLength(2)
    expect(names).not.toContain('FEHLENDE-DATEIEN.txt')

    // Withdrawn consent: refused again at once.
    await setSharing('status')
    expect((await download(proofZip, owner.cookie, url, params())).status).toBe(403)
  })
})

describe('The practice list as CSV', () => {
  it('lists every member, with CME columns only for those who share their status', async () => {
    const response = await download(csv, owner.cookie, 'http://localhost/x.csv', {
      id: String(practiceId),
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/csv')
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe(
      '"Name";"Rolle";"Freigabe";"Zeitraum Beginn";"Zeitraum Ende";"Punkte";"Fehlende Punkte";"Verbleibende Tage";"Ampel"',
    )
    expect(lines).toHaveLength(3)
    const employeeLine = lines.find((l) => l.includes('"angestellt"'))!
    expect(employeeLine).toContain('"CME-Stand";')
    expect(employeeLine).toContain('"10";"115"')
    const ownerLine = lines.find((l) => l.includes('"Inhaber/in"'))!
    expect(ownerLine).toMatch(/"keine";"";"";"";"";"";""$/)
    expect(
      (await download(csv, employee.cookie, 'http://localhost/x.csv', { id: String(practiceId) }))
        .status,
    ).toBe(404)
  })
})

describe('Erinnerung senden', () => {
  it('mails the dentist once a week at most, and only with status consent', async () => {
    const first = await callRoute(remind, { cookie: owner.cookie, params: params() })
    expect(first.status).toBe(202)
    const mail = await waitForMail(smtp.server.messages, employee.user.email, /Erinnerung/)
    expect(mail.text).toContain('Praxis Dr. Nachweis')
    expect(mail.text).toContain('115')
    const again = await callRoute(remind, { cookie: owner.cookie, params: params() })
    expect([again.status, again.json.code]).toEqual([429, 'practice_reminder_too_soon'])

    // A week later the next one may go out.
    await payload.update({
      collection: 'practice-members',
      id: memberId,
      data: { lastReminderAt: new Date(Date.now() - 8 * 86_400_000).toISOString() },
      ...asServer('test: the last reminder was eight days ago'),
    })
    expect((await callRoute(remind, { cookie: owner.cookie, params: params() })).status).toBe(202)

    await setSharing('none')
    const withoutConsent = await callRoute(remind, { cookie: owner.cookie, params: params() })
    expect([withoutConsent.status, withoutConsent.json.code]).toEqual([
      403,
      'practice_status_consent_required',
    ])
  })
})
