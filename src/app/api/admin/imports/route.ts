import { rm } from 'node:fs/promises'

import { adminsOnly } from '@/lib/admin/staff'
import type { ImportStartedAnswer } from '@/lib/api/contract/studioImports'
import { methodsNotAllowed } from '@/lib/api/methods'
import { jsonError, jsonOk } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { queueImport } from '@/lib/import/queue'
import { importFiles } from '@/lib/import/files'
import { importFields } from '@/lib/import/requestSchema'
import { readImportUpload } from '@/lib/import/uploadForm'
import { payloadClient } from '@/lib/payload'

/**
 * POST /api/admin/imports (admins): multipart `file` (Ghost JSON or WordPress WXR, at most
 * 200 MB), `source` (`ghost` | `wordpress`), optional `images` (a ZIP of the images, at most
 * 2 GB), `dryRun` (`true` | `false`, default `true`) and optional `categoryMap` (JSON
 * `{ sourceSlug: categorySlug | "new" | "ignore" }`). The files are streamed to disk, the run
 * is queued as a job (`runImport`) and the answer is 202 `{ id }`; follow it with
 * `GET /api/admin/imports/{id}`. 401/403 for anyone but admins, 413 too large, 415 not
 * multipart, 400 `invalid_input` with the issues for bad fields.
 */
export const POST = route({ guard: adminsOnly }, async ({ request, user }) => {
  const upload = await readImportUpload(request)
  if ('response' in upload) return upload.response
  const parsed = importFields.safeParse(upload.fields)
  if (!parsed.success) {
    await rm(importFiles(upload.folder).root, { recursive: true, force: true })
    return jsonError(400, 'invalid_input', parsed.error.issues[0]?.message, parsed.error.issues)
  }
  const payload = await payloadClient()
  const id = await queueImport(payload, {
    ...parsed.data,
    folder: upload.folder,
    hasImages: upload.hasImages,
    fileName: upload.fileName,
    createdBy: user.id,
  })
  return jsonOk<ImportStartedAnswer>({ id }, { private: true, status: 202 })
})

/** Other methods answer 405 JSON with `Allow`. */
export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST'])
