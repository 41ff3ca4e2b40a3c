import { articleListRoute } from '@/lib/articles/listRoute'
import { methodsNotAllowed } from '@/lib/api/methods'

/** GET /api/articles/latest?locale=de-DE: published latest articles. */
export const GET = articleListRoute('latest')

/** Other methods answer 405 JSON with `Allow`. */
export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET'])
