import { articleListRoute } from '@/lib/articles/listRoute'

/** GET /api/articles/featured?locale=de-DE: published featured articles. */
export const GET = articleListRoute('featured')
