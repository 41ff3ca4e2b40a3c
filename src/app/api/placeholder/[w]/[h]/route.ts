import { z } from 'zod'

import { apiHandler } from '@/lib/api/handler'
import { jsonError } from '@/lib/api/respond'
import { PLACEHOLDER_MAX, PLACEHOLDER_MIN, placeholderSvg } from '@/lib/placeholder'
import { methodsNotAllowed } from '@/lib/api/methods'

const size = z
  .string()
  .regex(/^[1-9]\d{0,3}$/)
  .transform(Number)
  .pipe(z.number().min(PLACEHOLDER_MIN).max(PLACEHOLDER_MAX))

/**
 * GET /api/placeholder/{w}/{h}: an SVG placeholder image of w x h pixels.
 * 400 `{ code, message }` unless both are integers from 1 to 2000.
 */
export const GET = apiHandler(
  async (
    _request: Request,
    { params }: { params: Promise<{ w: string; h: string }> },
  ): Promise<Response> => {
    const { w, h } = await params
    const width = size.safeParse(w)
    const height = size.safeParse(h)
    if (!width.success || !height.success) {
      return jsonError(
        400,
        'invalid_image_size',
        `Width and height must be integers from ${PLACEHOLDER_MIN} to ${PLACEHOLDER_MAX}`,
      )
    }
    return new Response(placeholderSvg(width.data, height.data), {
      headers: {
        'Content-Type': 'image/svg+xml; charset=utf-8',
        'Cache-Control': 'public, max-age=31536000, immutable',
      },
    })
  },
)

/** Other methods answer 405 JSON with `Allow`. */
export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET'])
