import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { runSql } from '@/lib/db/executor'

import { prefixTsQuery, searchTerms } from './query'

/** Most article ids one studio search adds to the list's query. */
export const STUDIO_SEARCH_LIMIT = 500

/**
 * Ids of the articles whose title, abstract or body match every word of `text` (the last
 * as a prefix) in any language, drafts and published alike: the studio's list search on
 * the same generated `articles_locales.search_vector` the journal's search uses (migration
 * `article_search`), stemmed with each language's configuration. Premium bodies count (the
 * studio is staff only). At most STUDIO_SEARCH_LIMIT ids; none for a text without words.
 */
export async function studioArticleIds(payload: Payload, text: string): Promise<number[]> {
  const terms = searchTerms(text)
  if (!terms.length) return []
  const query = prefixTsQuery(terms, '&')
  const { rows } = await runSql(
    payload,
    sql`select distinct l._parent_id as id
          from articles_locales l join articles a on a.id = l._parent_id
         where a.deleted_at is null and l.search_vector @@ to_tsquery(article_search_config(l._locale), ${query})
         limit ${STUDIO_SEARCH_LIMIT}`,
  )
  return rows.map((r) => Number(r.id))
}
