import { getCategories } from '@/lib/categories/queries'
import { localeParam } from '@/lib/api/params'
import { apiHandler } from '@/lib/api/handler'
import { jsonError, jsonOk } from '@/lib/api/respond'
import { methodsNotAllowed } from '@/lib/api/methods'

/**
 * GET /api/categories/{locale}: every category as
 * `{ slug, slugEn, label, displayName, audience }`, names in that locale. 400 for an
 * unsupported locale.
 */
export const GET = apiHandler(
  async (
    _request: Request,
    { params }: { params: Promise<{ locale: string }> },
  ): Promise<Response> => {
    const parsed = localeParam.safeParse((await params).locale)
    if (!parsed.success) return jsonError(400, 'Invalid locale', parsed.error.issues)
    return jsonOk(await getCategories(parsed.data), { sMaxAge: 300 })
  },
)

/** Other methods answer 405 JSON with `Allow`. */
export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET'])
