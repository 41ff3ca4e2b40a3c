import { localeParam } from '@/lib/api/params'
import { apiHandler } from '@/lib/api/handler'
import { jsonError, jsonOk } from '@/lib/api/respond'
import { HAND_WRITTEN_LOCALES, uiStringsFor } from '@/lib/i18n/uiStrings'
import { cachedUiStrings } from '@/lib/i18n/uiStringsStore'

/**
 * GET /api/ui-strings/{locale} (spec §7): a JSON object mapping each UI string key to its
 * text in that locale (full tag like `ja-JP`, or a short code): hand-written for de/en,
 * stored translations over English for the others (issue 7 §4). A key still missing
 * falls back on the client to its last dot-segment (`uiString`). 400 unsupported locale.
 */
export const GET = apiHandler(
  async (
    _request: Request,
    { params }: { params: Promise<{ locale: string }> },
  ): Promise<Response> => {
    const parsed = localeParam.safeParse((await params).locale)
    if (!parsed.success) return jsonError(400, 'Invalid locale', parsed.error.issues)
    const locale = parsed.data
    const stored = HAND_WRITTEN_LOCALES.includes(locale) ? {} : await cachedUiStrings(locale)
    return jsonOk(uiStringsFor(locale, stored), { sMaxAge: 300 })
  },
)
