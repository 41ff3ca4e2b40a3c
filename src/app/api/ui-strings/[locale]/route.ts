import { localeParam } from '@/lib/api/params'
import { apiHandler } from '@/lib/api/handler'
import { jsonError, jsonOk } from '@/lib/api/respond'
import { uiStringsFor } from '@/i18n/uiStrings'
import { cachedUiStrings } from '@/i18n/uiStringsStore'

/**
 * GET /api/ui-strings/{locale}: a JSON object mapping each UI string key to its
 * text in that locale (full tag like `ja-JP`, or a short code): the shipped catalogue with
 * the studio's edits laid over it. A key still missing falls back on the client to its last
 * dot-segment (`uiString`). 400 unsupported locale.
 */
export const GET = apiHandler(
  async (
    _request: Request,
    { params }: { params: Promise<{ locale: string }> },
  ): Promise<Response> => {
    const parsed = localeParam.safeParse((await params).locale)
    if (!parsed.success) return jsonError(400, 'Invalid locale', parsed.error.issues)
    const locale = parsed.data
    return jsonOk(await uiStringsFor(locale, await cachedUiStrings(locale)), { sMaxAge: 300 })
  },
)
