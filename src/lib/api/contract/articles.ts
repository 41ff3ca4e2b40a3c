/**
 * Contract of `GET /api/articles/{id}?locale=` as the premium body reads it: the article
 * with the body this reader may see (`gated: true` when only the preview). Types only, no
 * zod: reading pages use this module.
 */
import type { ArticleDetail } from '@/lib/articles/types'

import { fetchJson } from './fetchJson'

/** `GET /api/articles/{id}` 200 (404/400 `{ code, message }`); private, never shared-cached. */
export type ArticleBodyAnswer = ArticleDetail

/** Path and SWR key of one article for the reader, `localeTag` like `de-DE` or `en`. */
export const articleBodyPath = (articleId: number, localeTag: string) =>
  `/api/articles/${articleId}?locale=${localeTag}`

/** The article for this reader, or null for any failure (the page keeps the preview). */
export async function fetchArticleBody(url: string): Promise<ArticleBodyAnswer | null> {
  return fetchJson<ArticleBodyAnswer>(url).catch(() => null)
}
