import { z } from 'zod'

import { findExport } from '@/lib/account/exportFiles'
import { exportTokenExpiry, isExportToken } from '@/lib/account/exportToken'
import { signedIn } from '@/lib/api/guards'
import { methodsNotAllowed } from '@/lib/api/methods'
import { jsonError } from '@/lib/api/respond'
import { route } from '@/lib/api/route'

/**
 * GET /api/account/export/{token}: a data export the export job prepared for a large
 * account (docs/security.md, "Data export"), as the ZIP download (`application/zip`,
 * attachment `dentaljournal-daten-<date>.zip`). The token comes from the mailed link
 * (`/account/security#export=<token>`, whose page links here) and opens only the
 * signed-in account's own export: 401 `not_signed_in`; 410 `link_invalid` once the link
 * has expired (EXPORT_LINK_TTL_HOURS); 404 `link_invalid` for anything else (a malformed
 * token, another account's, an export already deleted).
 */
export const GET = route(
  {
    guard: signedIn,
    params: z.object({ token: z.string().max(64).refine(isExportToken) }),
    notFound: 'link_invalid',
  },
  async ({ reader, params }) => {
    const expires = exportTokenExpiry(params.token)
    if (expires.getTime() <= Date.now()) return jsonError(410, 'link_invalid')
    const file = await findExport(reader.id, params.token)
    if (!file) return jsonError(404, 'link_invalid')
    return new Response(await file.read(), {
      headers: {
        'Content-Type': 'application/zip',
        'Content-Length': String(file.size),
        'Content-Disposition': `attachment; filename="dentaljournal-daten-${new Date().toISOString().slice(0, 10)}.zip"`,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
      },
    })
  },
)

/** Other methods answer 405 JSON with `Allow`. */
export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET'])
