import { adminsOnly } from '@/lib/admin/staff'
import type { ImportAnswer } from '@/lib/api/contract/studioImports'
import { methodsNotAllowed } from '@/lib/api/methods'
import { jsonError, jsonOk } from '@/lib/api/respond'
import { idParams, route } from '@/lib/api/route'
import { toImportAnswer } from '@/lib/import/answer'
import { payloadClient } from '@/lib/payload'
import { asReader } from '@/lib/payload/readAs'

/**
 * GET /api/admin/imports/{id} (admins): the import run, `ImportAnswer` — `{ status:
 * 'queued'|'running'|'done'|'failed', dryRun, counts: { articles, pages, categories, media,
 * redirects, skipped, updated }, warnings: [{ sourceId, title, code, message }], … }`.
 * 401/403 for anyone but admins, 404 for an unknown id. Never cached.
 */
export const GET = route({ guard: adminsOnly, params: idParams }, async ({ params, user }) => {
  const payload = await payloadClient()
  const doc = await payload.findByID({
    collection: 'imports',
    id: params.id,
    depth: 0,
    disableErrors: true,
    // As the admin: imports are readable by admins only (`isAdmin`).
    ...asReader(user),
  })
  if (!doc) return jsonError(404, 'not_found')
  return jsonOk<ImportAnswer>(toImportAnswer(doc), { private: true })
})

/** Other methods answer 405 JSON with `Allow`. */
export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET'])
