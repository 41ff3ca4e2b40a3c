import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales'
import { runSql } from '@/lib/db/executor'

import { HEADLINE_MARKERS, highlightSegments, type HighlightSegment } from './highlight'
import { prefixTsQuery, searchTerms, SEARCH_PAGE_SIZE, type SearchQuery } from './query'
import type { Audience } from '@/lib/audience'

/** One search result. `locale` is the language of the matched text (the reader's, or German when the article has no translation yet). */
export type ArticleSearchHit = {
  id: number
  locale: Locale
  title: string
  titleHighlight: HighlightSegment[]
  snippet: HighlightSegment[]
  category: { slugEn: string; displayName: string } | null
  audience: Audience
  isPremium: boolean
  publishedAt: string | null
}

/** One page of results; `total` counts all matches. */
export type ArticleSearchPage = {
  query: string
  locale: Locale
  audience: Audience | null
  page: number
  pageSize: number
  total: number
  results: ArticleSearchHit[]
  /** With no results: the query with its misspelt words replaced ("Meinten Sie …?"), or null. */
  suggestion?: string | null
}

const SNIPPET_OPTIONS = `${HEADLINE_MARKERS}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`
const TITLE_OPTIONS = `${HEADLINE_MARKERS}, HighlightAll=true`

/**
 * Full-text search over published articles on the generated, GIN-indexed
 * `articles_locales.search_vector` (migration `article_search`).
 *
 * - Matches every word of `q`, the last as a prefix, stemmed with the language's
 *   PostgreSQL configuration ('Implantate' finds 'Implantat' in German).
 * - Searches the reader's language; an article with no text in that language is searched
 *   in German, the language its page then shows.
 * - Ranked by `ts_rank` of the words one by one (title A > abstract B > body C, normalised
 *   by document length);
 *   with `audience`, that audience's articles come first (patients see patient articles first).
 * - Premium bodies are no oracle: unless `canReadPremium` (staff or an active membership),
 *   a premium article (a doctor article whose `isPremium` is not false; NULL counts as
 *   premium) matches only on its title and abstract (the A and B weights of the vector,
 *   `ts_filter`), is ranked on those alone, and its snippet comes from the abstract. Free
 *   articles, and every article for readers who may read premium bodies, match and show
 *   their body too.
 * Drafts never match. Returns an empty page when `q` has no words.
 */
export async function searchArticles(
  payload: Payload,
  query: SearchQuery,
  { canReadPremium = false }: { canReadPremium?: boolean } = {},
): Promise<ArticleSearchPage> {
  const { locale, audience = null, page } = query
  const empty: ArticleSearchPage = {
    query: query.q,
    locale,
    audience,
    page,
    pageSize: SEARCH_PAGE_SIZE,
    total: 0,
    results: [],
  }
  const terms = searchTerms(query.q)
  if (!terms.length) return empty
  const [allWords, anyWord] = [prefixTsQuery(terms, '&'), prefixTsQuery(terms, '|')]
  const offset = (page - 1) * SEARCH_PAGE_SIZE
  const audienceFirst = (alias: 'm' | 'p') =>
    audience ? sql`(${sql.raw(alias)}.audience::text = ${audience}) desc,` : sql``
  const { rows } = await runSql(
    payload,
    sql`
    with q as (
      select to_tsquery(article_search_config(${locale}::"_locales"), ${allWords}) as own,
             to_tsquery(article_search_config(${DEFAULT_LOCALE}::"_locales"), ${allWords}) as fallback,
             to_tsquery(article_search_config(${locale}::"_locales"), ${anyWord}) as own_any,
             to_tsquery(article_search_config(${DEFAULT_LOCALE}::"_locales"), ${anyWord}) as fallback_any
    ),
    g as (
      select a.id, a.audience, a.published_at, a.category_id,
             (a.audience is distinct from 'patient' and a.is_premium is not false) as is_premium,
             (a.audience is distinct from 'patient' and a.is_premium is not false
               and not ${canReadPremium}::boolean) as gated
        from articles a
       where a._status = 'published' and a.deleted_at is null
    ),
    m as (
      select g.*, l.id as row_id, l._locale,
             case when l._locale::text = ${locale} then q.own else q.fallback end as tsq,
             ts_rank(v.vector, case when l._locale::text = ${locale} then q.own_any else q.fallback_any end, 1) as rank
        from g
        join articles_locales l on l._parent_id = g.id
        cross join q
        cross join lateral (
          select case when g.gated then ts_filter(l.search_vector, '{a,b}') else l.search_vector end as vector
        ) v
       where coalesce(l.title, '') <> ''
         and ((l._locale = ${locale}::"_locales" and l.search_vector @@ q.own and v.vector @@ q.own)
           or (${locale} <> ${DEFAULT_LOCALE} and l._locale = ${DEFAULT_LOCALE}::"_locales"
               and l.search_vector @@ q.fallback and v.vector @@ q.fallback
               and not exists (select 1 from articles_locales t
                                where t._parent_id = g.id and t._locale = ${locale}::"_locales" and coalesce(t.title, '') <> '')))
    ),
    p as (
      select m.*, count(*) over () as total
        from m
       order by ${audienceFirst('m')} m.rank desc, m.published_at desc nulls last, m.id desc
       limit ${SEARCH_PAGE_SIZE} offset ${offset}
    )
    select p.id, p._locale::text as locale, p.audience::text as audience, p.is_premium, p.published_at, p.total, l.title,
           ts_headline(article_search_config(p._locale), l.title, p.tsq, ${TITLE_OPTIONS}) as title_headline,
           ts_headline(article_search_config(p._locale),
                       case when p.gated then coalesce(l.abstract, '')
                            else concat_ws(' ', l.abstract, rich_text_plain(l.body)) end,
                       p.tsq, ${SNIPPET_OPTIONS}) as snippet_headline,
           c.slug_en, coalesce(cl.display_name, c.label) as category_name
      from p
      join articles_locales l on l.id = p.row_id
      left join categories c on c.id = p.category_id
      left join categories_locales cl on cl._parent_id = c.id and cl._locale = ${locale}::"_locales"
     order by ${audienceFirst('p')} p.rank desc, p.published_at desc nulls last, p.id desc`,
  )
  if (!rows.length) return empty
  return {
    ...empty,
    total: Number(rows[0]!.total),
    results: rows.map((r) => ({
      id: Number(r.id),
      locale: String(r.locale) as Locale,
      title: String(r.title),
      titleHighlight: highlightSegments(String(r.title_headline ?? r.title)),
      snippet: highlightSegments(String(r.snippet_headline ?? '')),
      category: r.slug_en
        ? { slugEn: String(r.slug_en), displayName: String(r.category_name) }
        : null,
      audience: r.audience === 'patient' ? 'patient' : 'doctor',
      isPremium: r.is_premium !== false,
      publishedAt: r.published_at ? new Date(String(r.published_at)).toISOString() : null,
    })),
  }
}
