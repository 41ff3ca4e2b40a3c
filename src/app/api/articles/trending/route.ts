import { articleListRoute } from '@/lib/articles/listRoute'
import { methodsNotAllowed } from '@/lib/api/methods'

/** GET /api/articles/trending?locale=de-DE: published trending articles. */
export const GET = articleListRoute('trending')

/** Other methods answer 405 JSON with `Allow`. */
export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET'])
