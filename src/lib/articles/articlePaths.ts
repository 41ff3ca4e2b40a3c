import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/locales'

import { articleIdFrom } from './params'

/**
 * An article page request: the page's language and the id segment as sent, with the id
 * when the segment is canonical (`articleIdFrom`), else null.
 */
export type ArticlePathRequest = { locale: Locale; id: number | null }

const ARTICLE_PATH = /^(?:\/([^/]+))?\/article\/([^/]+)\/?$/

/**
 * The article page a journal path asks for: `/article/{id}`, unprefixed (German) or after a
 * language prefix (`/en/article/16`). Null for every other path and for a prefix that is
 * no language.
 */
export function articlePathRequest(pathname: string): ArticlePathRequest | null {
  const match = ARTICLE_PATH.exec(pathname)
  if (!match) return null
  const [, prefix, segment] = match
  if (prefix !== undefined && !isLocale(prefix)) return null
  return { locale: (prefix as Locale | undefined) ?? DEFAULT_LOCALE, id: articleIdFrom(segment!) }
}

/**
 * Where a request for an article that is not published goes: a page that answers the
 * article's localized 404 ("Artikel nicht gefunden") and is the same for every id, so
 * unknown ids add nothing to the page cache (the article route caches each URL it renders,
 * a 404 included).
 */
export const unknownArticlePath = (locale: Locale): string => `/${locale}/unknown-article`
