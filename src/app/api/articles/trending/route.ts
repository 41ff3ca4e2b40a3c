import { articleListRoute } from '@/lib/articles/listRoute'

/** GET /api/articles/trending?locale=de-DE: published trending articles. */
export const GET = articleListRoute('trending')
