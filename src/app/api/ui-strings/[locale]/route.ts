import { z } from 'zod'

import { localeParam } from '@/lib/api/params'
import { jsonOk } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { uiStringsFor } from '@/i18n/uiStrings'
import { getStoredUiStrings } from '@/lib/uiStrings/queries'
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
 * unsupported locale (`invalid_locale`) or malformed namespace (`invalid_query`).
 */
export const GET = route(
  {
    params: z.object({ locale: localeParam }),
    invalidParams: 'invalid_locale',
    query: uiStringsQuery,
  },
  async ({ params, query }) => {
    const locale = params.locale
    const strings = await uiStringsFor(locale, await getStoredUiStrings(locale))
    const prefix = query.namespace && `${query.namespace}.`
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
