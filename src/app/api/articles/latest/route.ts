import { articleListRoute } from '@/lib/articles/listRoute'

/** GET /api/articles/latest?locale=de-DE: published latest articles (spec §7). */
export const GET = articleListRoute('latest')
