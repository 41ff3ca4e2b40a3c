import { articleListRoute } from '@/lib/articles/listRoute'

/** GET /api/articles/latest?locale=de-DE: published latest articles. */
export const GET = articleListRoute('latest')
