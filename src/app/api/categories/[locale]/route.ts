import { z } from 'zod'

import { getCategories } from '@/lib/categories/queries'
import { localeParam } from '@/lib/api/params'
import { jsonOk } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { methodsNotAllowed } from '@/lib/api/methods'

/**
 * GET /api/categories/{locale}: every category as
 * `{ slug, slugEn, label, displayName, audience }`, names in that locale. 400
 * `invalid_locale` for an unsupported locale.
 */
export const GET = route(
  { params: z.object({ locale: localeParam }), invalidParams: 'invalid_locale' },
  async ({ params }) => jsonOk(await getCategories(params.locale), { sMaxAge: 300 }),
)

/** Other methods answer 405 JSON with `Allow`. */
export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET'])
