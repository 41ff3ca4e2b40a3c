import { strFromU8, unzipSync } from 'fflate'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as exportRoute } from '@/app/api/account/export/route'
import { GET as preparedExport } from '@/app/api/account/export/[token]/route'
import { deleteExports } from '@/lib/account/exportFiles'
import { EXPORT_LINK_TTL_HOURS, newExportToken } from '@/lib/account/exportToken'
import { EXPORT_JSON } from '@/lib/account/exportZip'
import type { AccountData } from '@/lib/account/exportData'

import { seededDentist, type SeededDentist } from './helpers/accountData'
import { download, PDF_BYTES } from './helpers/cmeAccountForms'
import { smtpServerForFile, waitForMail } from './helpers/http'
import { testPayload } from './helpers/payload'

/*
 * The data export of a large account (docs/security.md, "Data export"): built by a job,
 * offered by a mailed link that works for the account's own session only and expires;
 * the archive is deleted when the link has expired.
 */

let payload: Payload
let me: SeededDentist
let other: SeededDentist
const smtp = smtpServerForFile()
const saved = process.env.ACCOUNT_EXPORT_DIRECT_MAX_BYTES

beforeAll(async () => {
  payload = await testPayload()
  me = await seededDentist(payload, 'export-job-me')
  other = await seededDentist(payload, 'export-job-other')
  // Every account with an uploaded file counts as large here.
  process.env.ACCOUNT_EXPORT_DIRECT_MAX_BYTES = '1'
})

afterAll(() => {
  if (saved === undefined) delete process.env.ACCOUNT_EXPORT_DIRECT_MAX_BYTES
  else process.env.ACCOUNT_EXPORT_DIRECT_MAX_BYTES = saved
})

const prepared = (cookie: string, token: string) =>
  download(preparedExport as never, cookie, 'http://localhost/api/account/export/x', { token })

/** The token of the export link in the newest "ready" mail to `email`. */
async function mailedToken(email: string): Promise<string> {
  const mail = await waitForMail(smtp.server.messages, email, /Herunterladen bereit/, 30_000)
  const match = mail.text?.match(/https?:\/\/\S+?\/account\/security#export=([A-Za-z0-9._-]+)/)
  if (!match) throw new Error(`no export link in mail: ${mail.text}`)
  return match[1]!
}

describe('Data export of a large account', () => {
  it('is built by a job and offered by a mailed link that only its own account can open', async () => {
    const res = await download(
      exportRoute as never,
      me.cookie,
      'http://localhost/api/account/export',
    )
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toMatch(/\/account\/security#export=queued$/)

    const token = await mailedToken(me.user.email)
    const zip = await prepared(me.cookie, token)
    expect(zip.status).toBe(200)
    expect(zip.headers.get('content-type')).toBe('application/zip')
    expect(zip.headers.get('content-disposition')).toMatch(/attachment; filename=".*\.zip"/)
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()))
    const data = JSON.parse(strFromU8(files[EXPORT_JSON]!)) as AccountData
    expect(data.account).toMatchObject({ id: me.user.id, email: me.user.email })
    expect(data.externalCertificates.map((c) => c.id)).toEqual([me.externalId])
    const uploaded = Object.keys(files).filter((name) => name.startsWith('files/'))
    expect(uploaded.map((name) => files[name])).toEqual([PDF_BYTES])

    // Another account's session, a visitor, a changed token: nothing.
    expect((await prepared(other.cookie, token)).status).toBe(404)
    expect((await prepared('', token)).status).toBe(401)
    expect((await prepared(me.cookie, `${token.slice(0, -1)}A`)).status).toBe(404)
    expect((await prepared(me.cookie, 'not-a-token')).status).toBe(404)

    // The daily retention step keeps it while the link works and deletes it after.
    await deleteExports({ expiredAt: new Date() })
    expect((await prepared(me.cookie, token)).status).toBe(200)
    const later = new Date(Date.now() + (EXPORT_LINK_TTL_HOURS + 1) * 3600_000)
    expect(await deleteExports({ expiredAt: later })).toBeGreaterThanOrEqual(1)
    expect((await prepared(me.cookie, token)).status).toBe(404)
  })

  it('refuses an expired link', async () => {
    const old = newExportToken(new Date(Date.now() - (EXPORT_LINK_TTL_HOURS + 1) * 3600_000))
    const res = await prepared(me.cookie, old)
    expect(res.status).toBe(410)
    expect(await res.json()).toMatchObject({ code: 'link_invalid' })
  })

  it('counts queued exports against the same hourly limit', async () => {
    // The first test used one export of three.
    for (let i = 0; i < 2; i++) {
      const res = await download(
        exportRoute as never,
        me.cookie,
        'http://localhost/api/account/export',
      )
      expect(res.status).toBe(303)
    }
    const limited = await download(exportRoute as never, me.cookie, 'http://localhost/x')
    expect(limited.status).toBe(429)
  })

  it('deletes the prepared exports with the account', async () => {
    const res = await download(
      exportRoute as never,
      other.cookie,
      'http://localhost/api/account/export',
    )
    expect(res.status).toBe(303)
    const token = await mailedToken(other.user.email)
    expect((await prepared(other.cookie, token)).status).toBe(200)
    expect(await deleteExports({ userId: other.user.id })).toBe(1)
    expect((await prepared(other.cookie, token)).status).toBe(404)
  })
})
