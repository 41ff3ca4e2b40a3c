import { localeParam } from '@/lib/api/params'
import { apiHandler } from '@/lib/api/handler'
import { jsonError, jsonOk } from '@/lib/api/respond'
import { uiStringsFor } from '@/lib/i18n/uiStrings'

/**
 * GET /api/ui-strings/{locale} (spec §7): a JSON object mapping each UI string key to its
 * text in that locale (full tag like `ja-JP`, or a short code). 400 for an unsupported locale.
 */
export const GET = apiHandler(async (_request: Request, { params }: { params: Promise<{ locale: string }> }): Promise<Response> => {
  const parsed = localeParam.safeParse((await params).locale)
  if (!parsed.success) return jsonError(400, 'Invalid locale', parsed.error.issues)
  return jsonOk(uiStringsFor(parsed.data), { sMaxAge: 300 })
})
