import { accountData } from '@/lib/account/exportData'
import { exportGoesByMail, queueAccountExport } from '@/lib/account/exportJob'
import { exportArchive } from '@/lib/account/exportZip'
import { signedIn } from '@/lib/api/guards'
import { methodsNotAllowed } from '@/lib/api/methods'
import { route } from '@/lib/api/route'
import { authLink } from '@/lib/auth/links'
import { consumeRateLimit, tooManyRequests } from '@/lib/auth/rateLimit'
import { payloadClient } from '@/lib/payload'

/** How long an export download may take before it is broken off (ms). */
const EXPORT_MAX_MS = 10 * 60 * 1000

/**
 * GET /api/account/export ("Meine Daten herunterladen" on `/account/security`, a plain
 * link): the signed-in account's data as a ZIP (`application/zip`, attachment
 * `dentaljournal-daten-<date>.zip`) holding `data.json` (everything tied to the account,
 * `accountData`), `summary.html` (readable, in the account's language) and the uploaded
 * certificate files under `files/`. Streamed while it is built (bounded memory); broken off
 * after EXPORT_MAX_MS. A large account (`exportGoesByMail`) gets the archive from a job
 * instead: 303 to `/account/security#export=queued` in the account's language, which says
 * that a link comes by mail. 401 `not_signed_in`; 429 `rate_limited` with `Retry-After`
 * past RATE_LIMITS.exportAccount (direct downloads and queued jobs count alike).
 */
export const GET = route({ guard: signedIn }, async ({ reader }) => {
  const payload = await payloadClient()
  const retryAfter = await consumeRateLimit(payload, 'exportAccount', { user: reader.id })
  if (retryAfter) return tooManyRequests(retryAfter)
  const data = await accountData(payload, reader)
  if (exportGoesByMail(data)) {
    await queueAccountExport(payload, reader.id)
    return new Response(null, {
      status: 303,
      headers: {
        Location: `${authLink('accountData', reader.language)}#export=queued`,
        'Cache-Control': 'private, no-store',
      },
    })
  }
  const body = exportArchive(data, reader.language ?? 'de', {
    signal: AbortSignal.timeout(EXPORT_MAX_MS),
    onClose: (error) => {
      if (error) payload.logger.error({ err: error }, `export of account ${reader.id} broke off`)
    },
  })
  const date = new Date().toISOString().slice(0, 10)
  return new Response(body, {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="dentaljournal-daten-${date}.zip"`,
      'Cache-Control': 'private, no-store',
    },
  })
})

/** Other methods answer 405 JSON with `Allow`. */
export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET'])
