import { existsSync } from 'node:fs'
import { mkdir, readdir, rename, rm } from 'node:fs/promises'
import path from 'node:path'

import { GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3'
import { sql } from '@payloadcms/db-postgres'
import { unzipSync } from 'fflate'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { POST as addCertificate } from '@/app/api/doctor/cme/certificates/route'
import { GET as certificateFile } from '@/app/api/doctor/cme/certificates/[id]/file/route'
import { PUT as putPeriod } from '@/app/api/doctor/cme/period/route'
import { GET as proofZip } from '@/app/api/doctor/cme/proof.zip/route'
import {
  certificateFilesDir,
  EXTERNAL_CERTIFICATES,
  legacyCertificateFilesDir,
} from '@/lib/cme/externalFiles'
import { moveCertificateFilesOutOfMedia } from '@/lib/cme/moveCertificateFiles'
import { runSql } from '@/lib/db/executor'
import { mediaDir } from '@/lib/media/mediaDir'
import {
  certificateStoragePrefix,
  objectStorageConfig,
  S3_VARIABLES,
  s3Client,
} from '@/lib/media/objectStorage'
import { findStoredFile, storageFolder } from '@/lib/media/storedFile'

import { startS3StandIn, type S3StandIn } from '../support/s3StandIn'
import {
  cms,
  download,
  PDF_BYTES,
  PNG_BYTES,
  restUpload,
  sendForm,
} from './helpers/cmeAccountForms'
import { callRoute } from './helpers/http'
import { createUser, testPayload } from './helpers/payload'
import { signedInDoctor } from './helpers/quiz'
import { tokenFor } from './helpers/studioJobs'

/*
 * Where dentists' certificate files live and under which names: outside the media folder
 * (local disk and S3), moved there once from where older installations kept them, and
 * always under a random name of ours with the extension of the type read from the bytes.
 */

let payload: Payload
let s3: S3StandIn

beforeAll(async () => {
  payload = await testPayload()
  s3 = await startS3StandIn('int-certificates')
})

afterEach(() => {
  for (const key of S3_VARIABLES) delete process.env[key]
})

afterAll(async () => {
  await s3.stop()
})

/** The stored document behind an entry the product route answered with. */
const stored = (id: unknown) =>
  payload.findByID({ collection: EXTERNAL_CERTIFICATES, id: Number(id), overrideAccess: true })

const UUID_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|png)$/

describe('external certificate files are private files', () => {
  it('live outside MEDIA_DIR, so the media file route cannot serve them to an editor', async () => {
    const owner = await signedInDoctor(payload, { label: 'cme-private', member: false })
    const created = await sendForm(addCertificate, {
      cookie: owner.cookie,
      file: { name: 'k.pdf', bytes: PDF_BYTES, type: 'application/pdf' },
    })
    expect(created.status).toBe(201)
    const { filename } = await stored(created.json.id)
    const file = path.join(certificateFilesDir(), filename!)
    expect(existsSync(file)).toBe(true)
    expect(path.relative(mediaDir(), file).startsWith(`..${path.sep}`)).toBe(true)
    expect(existsSync(path.join(legacyCertificateFilesDir(), filename!))).toBe(false)

    const editor = await createUser(payload, 'editor')
    const token = await tokenFor(payload, editor.email)
    // The address that served another dentist's certificate to any editor.
    const viaMedia = await cms('GET', `media/file/cme-certificates%2F${filename}`, { token })
    const body = Buffer.from(await viaMedia.arrayBuffer())
    expect(viaMedia.status, body.toString()).toBeGreaterThanOrEqual(400)
    expect(viaMedia.status).toBeLessThan(500)
    expect(body.includes(Buffer.from('%PDF-'))).toBe(false)
    // Payload's own handler, without the route's guard in front: the file is not there.
    const { REST_GET } = await import('@payloadcms/next/routes')
    const config = (await import('@payload-config')).default
    const unguarded = await REST_GET(config)(
      new Request(`http://localhost/api/cms/media/file/cme-certificates%2F${filename}`, {
        headers: { authorization: `JWT ${token}` },
      }),
      { params: Promise.resolve({ slug: ['media', 'file', `cme-certificates/${filename}`] }) },
    )
    expect(unguarded.status).toBe(404)
    expect(Buffer.from(await unguarded.arrayBuffer()).includes(Buffer.from('%PDF-'))).toBe(false)
    // The collection's own file route: the owner gets it as a download, the editor not.
    const own = await cms('GET', `${EXTERNAL_CERTIFICATES}/file/${filename}`, {
      cookie: owner.cookie,
    })
    expect(own.status).toBe(200)
    expect(own.headers.get('content-disposition')).toBe('attachment; filename="CME-Nachweis.pdf"')
    expect(own.headers.get('cache-control')).toBe('private, no-store')
    const foreign = await cms('GET', `${EXTERNAL_CERTIFICATES}/file/${filename}`, { token })
    expect(foreign.status).toBe(403)
  })

  it('refuses a private folder inside MEDIA_DIR, and S3 folders inside each other', async () => {
    const { privateFilesDir } = await import('@/lib/media/privateFilesDir')
    const before = process.env.PRIVATE_FILES_DIR
    try {
      process.env.PRIVATE_FILES_DIR = path.join(mediaDir(), 'private')
      expect(() => privateFilesDir()).toThrow(/PRIVATE_FILES_DIR/)
      process.env.PRIVATE_FILES_DIR = mediaDir()
      expect(() => privateFilesDir()).toThrow(/PRIVATE_FILES_DIR/)
    } finally {
      if (before === undefined) delete process.env.PRIVATE_FILES_DIR
      else process.env.PRIVATE_FILES_DIR = before
    }
    expect(certificateStoragePrefix(objectStorageConfig(s3.env))).toBe('private/cme-certificates')
    expect(certificateStoragePrefix(null)).toBe('private/cme-certificates')
    for (const [media, other] of [
      ['media', 'media'],
      ['media', 'media/private'],
      ['media/', 'media'],
      ['all/media', 'all'],
    ])
      expect(() =>
        objectStorageConfig({ ...s3.env, S3_PREFIX: media, S3_PRIVATE_PREFIX: other }),
      ).toThrow(/S3_PRIVATE_PREFIX/)
    expect(
      objectStorageConfig({ ...s3.env, S3_PREFIX: 'media', S3_PRIVATE_PREFIX: 'media-private' })
        ?.privatePrefix,
    ).toBe('media-private')
  })
})

describe('certificate files of an older installation', () => {
  it('are moved out of MEDIA_DIR once at start-up and keep working (twice at once, then nothing left)', async () => {
    const owner = await signedInDoctor(payload, { label: 'cme-legacy', member: false })
    const ids: string[] = []
    for (const [bytes, type] of [
      [PDF_BYTES, 'application/pdf'],
      [PNG_BYTES, 'image/png'],
    ] as const) {
      const created = await sendForm(addCertificate, {
        cookie: owner.cookie,
        file: { name: 'alt', bytes, type },
      })
      expect(created.status).toBe(201)
      ids.push(String(created.json.id))
    }
    // Where the files were before: inside the media folder.
    await mkdir(legacyCertificateFilesDir(), { recursive: true })
    for (const id of ids) {
      const { filename } = await stored(id)
      await rename(
        path.join(certificateFilesDir(), filename!),
        path.join(legacyCertificateFilesDir(), filename!),
      )
    }
    // Two instances starting at the same moment: each file is moved exactly once.
    const [a, b] = await Promise.all([
      moveCertificateFilesOutOfMedia(payload),
      moveCertificateFilesOutOfMedia(payload),
    ])
    expect(a.moved + b.moved).toBe(2)
    expect(existsSync(legacyCertificateFilesDir())).toBe(false)
    const served = await download(certificateFile, owner.cookie, 'http://localhost/x', {
      id: ids[0],
    })
    expect(served.status).toBe(200)
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PDF_BYTES)
    const image = await download(certificateFile, owner.cookie, 'http://localhost/x', {
      id: ids[1],
    })
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG_BYTES)
    expect(await moveCertificateFilesOutOfMedia(payload)).toEqual({ moved: 0, missing: [] })
    // Something other than a certificate file in the old folder stays for a person to see.
    await mkdir(path.join(legacyCertificateFilesDir(), 'unbekannt'), { recursive: true })
    expect(await moveCertificateFilesOutOfMedia(payload)).toEqual({ moved: 0, missing: [] })
    expect(await readdir(legacyCertificateFilesDir())).toEqual(['unbekannt'])
    await rm(legacyCertificateFilesDir(), { recursive: true })
  })

  it('on S3 are moved from below the media folder to the private folder, and the entry follows', async () => {
    const owner = await signedInDoctor(payload, { label: 'cme-legacy-s3', member: false })
    const created = await sendForm(addCertificate, {
      cookie: owner.cookie,
      file: { name: 'alt.pdf', bytes: PDF_BYTES, type: 'application/pdf' },
    })
    const id = Number(created.json.id)
    const { filename } = await stored(id)
    // As an S3 installation stored it before: `<S3_PREFIX>/cme-certificates/<name>`.
    await runSql(
      payload,
      sql`update cme_external_certificates set prefix = 'media/cme-certificates' where id = ${id}`,
    )
    const config = objectStorageConfig(s3.env)!
    const bucket = s3Client(config)
    const oldKey = `media/cme-certificates/${filename}`
    await bucket.send(
      new PutObjectCommand({
        Bucket: s3.bucket,
        Key: oldKey,
        Body: PDF_BYTES,
        ContentType: 'application/pdf',
      }),
    )
    Object.assign(process.env, s3.env)
    const report = await moveCertificateFilesOutOfMedia(payload)
    expect(report.moved).toBe(1)
    const doc = await stored(id)
    expect(storageFolder(doc)).toBe('private/cme-certificates')
    const exists = (Key: string) =>
      bucket.send(new HeadObjectCommand({ Bucket: s3.bucket, Key })).then(
        () => true,
        () => false,
      )
    expect(await exists(oldKey)).toBe(false)
    const object = await bucket.send(
      new GetObjectCommand({ Bucket: s3.bucket, Key: `private/cme-certificates/${filename}` }),
    )
    expect(new Uint8Array(await object.Body!.transformToByteArray())).toEqual(PDF_BYTES)
    const found = await findStoredFile({ filename: filename!, folder: storageFolder(doc) })
    expect(new Uint8Array(await new Response(await found!.read()).arrayBuffer())).toEqual(PDF_BYTES)
    expect((await moveCertificateFilesOutOfMedia(payload)).moved).toBe(0)
  })
})

describe('certificate files are stored under names of ours on every path', () => {
  it('Payload’s REST API renames uploads to a UUID with the extension of the detected type', async () => {
    const owner = await signedInDoctor(payload, { label: 'cme-names', member: false })
    await callRoute(putPeriod, {
      method: 'PUT',
      cookie: owner.cookie,
      body: { start: '2017-03-01' },
    })
    const disguised = await restUpload(owner.cookie, {
      name: 'Zertifikat\u202Efdp.exe',
      bytes: PDF_BYTES,
      type: 'application/x-msdownload',
    })
    expect(disguised.status, JSON.stringify(disguised.json)).toBe(201)
    const page = await restUpload(
      owner.cookie,
      { name: 'a.html', bytes: PNG_BYTES, type: 'text/html' },
      {
        title: 'Hospitation',
        provider: 'Praxis',
        date: '2025-01-10',
        points: '4',
        category: 'G',
      },
    )
    expect(page.status, JSON.stringify(page.json)).toBe(201)
    const pdfDoc = await stored(disguised.json.doc.id)
    const pngDoc = await stored(page.json.doc.id)
    expect(pdfDoc.filename).toMatch(UUID_NAME)
    expect(pdfDoc.filename!.endsWith('.pdf')).toBe(true)
    expect(pdfDoc.mimeType).toBe('application/pdf')
    expect(pngDoc.filename!.endsWith('.png')).toBe(true)
    expect(pngDoc.mimeType).toBe('image/png')
    expect(existsSync(path.join(certificateFilesDir(), pdfDoc.filename!))).toBe(true)

    const file = await download(certificateFile, owner.cookie, 'http://localhost/x', {
      id: String(pdfDoc.id),
    })
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="CME-Nachweis-${pdfDoc.id}.pdf"`,
    )
    expect(file.headers.get('content-type')).toBe('application/pdf')

    const zip = await download(proofZip, owner.cookie, 'http://localhost/x?period=current')
    expect(zip.status).toBe(200)
    const names = Object.keys(unzipSync(new Uint8Array(await zip.arrayBuffer()))).sort()
    expect(names).toEqual([
      'Fortbildungsnachweis-2022-03-01-2027-02-28.pdf',
      'Nachweise/001-2025-01-10-Hospitation.png',
      'Nachweise/002-2026-03-14-Implantologie-Kongress-2026.pdf',
    ])
  })

  it('refuses bytes that are none of the four types with 415 and a code, whatever the name says', async () => {
    const owner = await signedInDoctor(payload, { label: 'cme-names-refused', member: false })
    const before = await readdir(certificateFilesDir()).catch(() => [])
    const fake = await restUpload(owner.cookie, {
      name: 'scan.jpg',
      bytes: new TextEncoder().encode('<html><script>alert(1)</script></html>'),
      type: 'image/jpeg',
    })
    expect(fake.status).toBe(415)
    expect(fake.json).toMatchObject({ code: 'certificate_file_type' })
    expect(typeof fake.json.message).toBe('string')
    expect((await readdir(certificateFilesDir())).sort()).toEqual(before.sort())
  })

  it('a file stored under its uploader’s name before is still served under a name of ours', async () => {
    const owner = await signedInDoctor(payload, { label: 'cme-names-old', member: false })
    const created = await sendForm(addCertificate, {
      cookie: owner.cookie,
      file: { name: 'x.pdf', bytes: PDF_BYTES, type: 'application/pdf' },
    })
    const id = Number(created.json.id)
    const { filename } = await stored(id)
    const oldName = `Zertifikat\u202Efdp-${id}.exe`
    await rename(
      path.join(certificateFilesDir(), filename!),
      path.join(certificateFilesDir(), oldName),
    )
    await runSql(
      payload,
      sql`update cme_external_certificates set filename = ${oldName}, mime_type = 'text/html' where id = ${id}`,
    )
    const file = await download(certificateFile, owner.cookie, 'http://localhost/x', {
      id: String(id),
    })
    expect(file.status).toBe(200)
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="CME-Nachweis-${id}.bin"`,
    )
    expect(file.headers.get('content-type')).toBe('application/octet-stream')
    const viaPayload = await cms(
      'GET',
      `${EXTERNAL_CERTIFICATES}/file/${encodeURIComponent(oldName)}`,
      { cookie: owner.cookie },
    )
    expect(viaPayload.status).toBe(200)
    expect(viaPayload.headers.get('content-disposition')).toBe(
      'attachment; filename="CME-Nachweis.pdf"',
    )
  })
})
