/**
 * Contract of `GET /api/search?q=&locale=&audience=&page=` (query checked by
 * `searchQuery`): one page of matching articles. Types only, no zod: the search dialog
 * is on every page.
 */
import type { Audience } from '@/lib/audience'
import type { ArticleSearchPage } from '@/lib/search/articleSearch'

import { fetchJson } from './fetchJson'

/** `GET /api/search` 200 (400 `{ code, message }` for a bad query). */
export type SearchAnswer = ArticleSearchPage

/** Path and SWR key of one page (from 1) of results. */
export const searchKey = (q: string, locale: string, audience: Audience, page: number) =>
  `/api/search?${new URLSearchParams({ q, locale, audience, page: String(page) })}`

/** Loads one page of results; throws `ApiError`. */
export const fetchSearchPage: (url: string) => Promise<SearchAnswer> = fetchJson
