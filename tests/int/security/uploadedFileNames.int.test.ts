import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as addCertificate } from '@/app/api/doctor/cme/certificates/route'
import { EXTERNAL_CERTIFICATES } from '@/lib/cme/externalFiles'

import { PDF_BYTES, sendForm } from '../helpers/cmeAccountForms'
import { createUser, testPayload } from '../helpers/payload'
import { signedInDoctor } from '../helpers/quiz'
import { tokenFor } from '../helpers/studioJobs'

/**
 * Finding: an editor read a dentist's certificate through the media collection's file route
 * (`/api/cms/media/file/cme-certificates%2F<file>`, 200 application/pdf with the public
 * cache lifetime of images), while the certificate collection's own route answered 403.
 * A file name that names a folder or climbs out of one now answers 404 on every file route.
 */
type Handler = (request: Request, context: never) => Promise<Response>
let payload: Payload
let restGet: Handler
let editorToken: string

beforeAll(async () => {
  payload = await testPayload()
  restGet = (await import('@/app/(payload)/api/cms/[...slug]/route')).GET as Handler
  editorToken = await tokenFor(payload, (await createUser(payload, 'editor')).email)
})

async function fileRoute(path: string) {
  const url = new URL(`http://localhost/api/cms/${path}`)
  const response = await restGet(
    new Request(url, { headers: { authorization: `JWT ${editorToken}` } }),
    {
      params: Promise.resolve({ slug: url.pathname.split('/').slice(3).map(decodeURIComponent) }),
    } as never,
  )
  return { status: response.status, type: response.headers.get('content-type') ?? '' }
}

describe('file names on Payload’s file routes', () => {
  it('never serve another collection’s files, whatever the name encodes', async () => {
    const { cookie } = await signedInDoctor(payload, { label: 'file-names', member: false })
    const created = await sendForm(addCertificate, {
      cookie,
      file: { name: 'zertifikat.pdf', bytes: PDF_BYTES, type: 'application/pdf' },
    })
    expect(created.status).toBe(201)
    const { filename } = await payload.findByID({
      collection: EXTERNAL_CERTIFICATES,
      id: Number(created.json.id),
      depth: 0,
    })
    expect(filename).toBeTruthy()
    for (const name of [
      `cme-certificates%2F${filename}`,
      `cme-certificates%5C${filename}`,
      `..%2Fcme-certificates%2F${filename}`,
    ]) {
      const answer = await fileRoute(`media/file/${name}`)
      expect({ name, status: answer.status }).toEqual({ name, status: 404 })
      expect(answer.type).not.toContain('pdf')
    }
  })
})
