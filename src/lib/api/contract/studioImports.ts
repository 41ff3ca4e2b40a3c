/**
 * Contract of the studio's import screen: `POST /api/admin/imports` (multipart: `file`,
 * `source`, optional `images` ZIP, `dryRun`, optional `categoryMap` JSON) → 202 `{ id }`,
 * and `GET /api/admin/imports/{id}` → the run's status, counts, warnings and category
 * mapping. Admins only: every other caller gets 401/403 `{ code, message }`.
 */
import type { ImportAnswer } from '@/lib/import/answer'

import { fetchJson, type JsonCallResult } from './fetchJson'

export type { ImportAnswer }

/** `POST /api/admin/imports` 202. */
export type ImportStartedAnswer = { id: number }

/** Path of the uploads. */
export const IMPORTS_PATH = '/api/admin/imports'

/** Path and SWR key of one import run. */
export const importKey = (id: number | string) => `${IMPORTS_PATH}/${id}`

/** Loads an import run by its key; throws `ApiError`. */
export const fetchImport: (url: string) => Promise<ImportAnswer> = fetchJson

/** What the screen sends to start a dry run or an import. */
export type ImportStartRequest = {
  file: File
  source: 'ghost' | 'wordpress'
  images?: File | null
  dryRun: boolean
  categoryMap?: Record<string, string>
  patientTag?: string | null
}

/**
 * Uploads an export (`POST /api/admin/imports`, multipart) and never throws: `{ ok, data }`
 * with the run's id, or `{ ok: false, status, code, message }` (message null for a 500 or
 * a network failure).
 */
export async function startImport(
  request: ImportStartRequest,
): Promise<JsonCallResult<ImportStartedAnswer>> {
  const form = new FormData()
  form.set('source', request.source)
  form.set('dryRun', String(request.dryRun))
  if (request.categoryMap) form.set('categoryMap', JSON.stringify(request.categoryMap))
  if (request.patientTag) form.set('patientTag', request.patientTag)
  form.set('file', request.file)
  if (request.images) form.set('images', request.images)
  const res = await fetch(IMPORTS_PATH, {
    method: 'POST',
    credentials: 'include',
    body: form,
  }).catch(() => null)
  if (!res) return { ok: false, status: 0, message: null }
  const json = (await res.json().catch(() => null)) as Record<string, unknown> | null
  if (res.ok) return { ok: true, data: json as ImportStartedAnswer }
  return {
    ok: false,
    status: res.status,
    code: typeof json?.code === 'string' ? json.code : null,
    message: res.status === 500 || typeof json?.message !== 'string' ? null : json.message,
  }
}
