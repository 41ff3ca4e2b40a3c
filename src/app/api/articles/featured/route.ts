import { articleListRoute } from '@/lib/articles/listRoute'
import { methodsNotAllowed } from '@/lib/api/methods'

/** GET /api/articles/featured?locale=de-DE: published featured articles. */
export const GET = articleListRoute('featured')

/** Other methods answer 405 JSON with `Allow`. */
export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET'])
