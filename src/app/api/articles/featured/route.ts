import { articleListRoute } from '@/lib/api/articleListRoute'

/** GET /api/articles/featured?locale=de-DE: published featured articles (spec §7). */
export const GET = articleListRoute('featured')
