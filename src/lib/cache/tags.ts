/**
 * Cache tags for public reads (DESIGN §13). Read functions in `src/lib` tag their
 * `unstable_cache` entries with these; Payload hooks revalidate exactly these tags.
 */
export const CACHE_TAGS = {
  articles: 'articles',
  categories: 'categories',
  pages: 'pages',
} as const

/** Tag of one article (by id). */
export const articleTag = (id: number | string): string => `article:${id}`
