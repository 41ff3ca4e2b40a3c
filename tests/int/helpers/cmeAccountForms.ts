import { readdir } from 'node:fs/promises'

import type { Payload } from 'payload'
import { PDFDocument } from 'pdf-lib'
import QRCode from 'qrcode'

import type { User } from '@payload-types'
import { certificateFilesDir, EXTERNAL_CERTIFICATES } from '@/lib/cme/externalFiles'
import { certificateId } from '@/lib/cme/quizzes'

import { freshIp } from './http'

/**
 * Shared set-up of the CME account journeys (`cme*.int.test.ts`): sample certificate
 * files and fields, calls of the multipart and download routes, and direct look-ups.
 */

/** A route handler as the tests call it (request, Next's route context). */
export type Handler = (request: Request, context: never) => Promise<Response>

/** A small real PDF (one empty page), as a congress certificate would be. */
export const PDF_BYTES = await (async () => {
  const pdf = await PDFDocument.create()
  pdf.addPage([200, 100])
  return pdf.save()
})()

/** A real PNG (a photographed certificate, as far as the server can tell). */
export const PNG_BYTES = new Uint8Array(
  await QRCode.toBuffer('Teilnahmebescheinigung', { type: 'png' }),
)

/** The fields of an external certificate as the upload form sends them. */
export const FIELDS = {
  title: 'Implantologie-Kongress 2026',
  provider: 'Landeszahnärztekammer Hessen',
  date: '2026-03-14',
  points: '16',
  category: 'B',
  topic: 'Implantologie',
}

/** Calls a route with a multipart body built from `fields` and `file` (name, bytes, type). */
export async function sendForm(
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
export async function download(handler: Handler, cookie: string, url: string, params?: object) {
  return handler(
    new Request(url, { headers: { cookie, 'x-forwarded-for': freshIp() } }),
    (params ? { params: Promise.resolve(params) } : undefined) as never,
  )
}

/** How many external certificates `user` has stored. */
export const externalCount = async (payload: Payload, user: User) =>
  (await payload.count({ collection: EXTERNAL_CERTIFICATES, where: { user: { equals: user.id } } }))
    .totalDocs

/** Payload's REST route handlers (`/api/cms/…`), loaded on first use. */
const cmsRoute = async () =>
  (await import('@/app/(payload)/api/cms/[...slug]/route')) as unknown as Record<
    'GET' | 'POST',
    Handler
  >

/**
 * A request to Payload's REST API as the user of `cookie` or of the Payload `token` (or a
 * visitor): `path` below `/api/cms/` as a browser sends it (percent-encoded), the
 * catch-all segments decoded as Next hands them over.
 */
export async function cms(
  method: 'GET' | 'POST',
  path: string,
  { cookie, token, body }: { cookie?: string; token?: string; body?: FormData } = {},
): Promise<Response> {
  const url = new URL(`http://localhost/api/cms/${path}`)
  const headers = new Headers({ 'x-forwarded-for': freshIp() })
  if (cookie) headers.set('cookie', cookie)
  if (token) headers.set('authorization', `JWT ${token}`)
  const slug = url.pathname.split('/').slice(3).map(decodeURIComponent)
  return (await cmsRoute())[method](new Request(url, { method, headers, body }), {
    params: Promise.resolve({ slug }),
  } as never)
}

/**
 * Adds an external certificate through Payload's REST API, as a script or the studio
 * would (the file beside the fields as `_payload`), as the user of `cookie`.
 */
export async function restUpload(
  cookie: string,
  file: { name: string; bytes: Uint8Array; type: string },
  fields: Record<string, string> = FIELDS,
) {
  const form = new FormData()
  form.set('file', new Blob([Buffer.from(file.bytes)], { type: file.type }), file.name)
  form.set('_payload', JSON.stringify({ ...fields, points: Number(fields.points) }))
  const response = await cms('POST', EXTERNAL_CERTIFICATES, { cookie, body: form })
  const text = await response.text()
  return { status: response.status, json: text ? JSON.parse(text) : {} }
}

/** The names of the private certificate files on disk. */
export const storedFiles = async () => readdir(certificateFilesDir()).catch(() => [] as string[])

/**
 * Awards one of our certificates directly (as a passed quiz would) on `awardedAt`, on a
 * seeded quiz; once per user.
 */
export async function award(
  payload: Payload,
  user: User,
  title: string,
  credits: number,
  awardedAt: string,
) {
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
