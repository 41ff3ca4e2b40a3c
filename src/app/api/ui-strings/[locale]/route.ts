import { z } from 'zod'

import { localeParam, queryOf } from '@/lib/api/params'
import { apiHandler } from '@/lib/api/handler'
import { jsonError, jsonOk } from '@/lib/api/respond'
import { uiStringsFor } from '@/i18n/uiStrings'
import { cachedUiStrings } from '@/i18n/uiStringsStore'
import { methodsNotAllowed } from '@/lib/api/methods'

/** `?namespace=LanguageSuggestion`: only the keys below that namespace (or key path). */
const uiStringsQuery = z.object({
  namespace: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9]*(\.[A-Za-z][A-Za-z0-9]*)*$/)
    .max(100)
    .optional(),
})

/**
 * GET /api/ui-strings/{locale}[?namespace=Name]: a JSON object mapping each UI string key
 * to its text in that locale (full tag like `ja-JP`, or a short code): the shipped
 * catalogue with the studio's edits laid over it; with `namespace`, only the keys below it
 * (`LanguageSuggestion.text`, …: a few hundred bytes instead of the whole catalogue). A key
 * still missing falls back on the client to its last dot-segment (`uiString`). 400
 * unsupported locale or malformed namespace.
 */
export const GET = apiHandler(
  async (
    request: Request,
    { params }: { params: Promise<{ locale: string }> },
  ): Promise<Response> => {
    const parsed = localeParam.safeParse((await params).locale)
    if (!parsed.success) return jsonError(400, 'Invalid locale', parsed.error.issues)
    const query = uiStringsQuery.safeParse(queryOf(request.url))
    if (!query.success) return jsonError(400, 'Invalid namespace', query.error.issues)
    const locale = parsed.data
    const strings = await uiStringsFor(locale, await cachedUiStrings(locale))
    const prefix = query.data.namespace && `${query.data.namespace}.`
    return jsonOk(
      prefix
        ? Object.fromEntries(Object.entries(strings).filter(([key]) => key.startsWith(prefix)))
        : strings,
      { sMaxAge: 300 },
    )
  },
)

/** Other methods answer 405 JSON with `Allow`. */
export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET'])
