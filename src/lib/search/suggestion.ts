import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales'
import { runSql } from '@/lib/db/executor'

import { searchTerms } from './query'

/** Least trigram similarity (0–1) of a word the suggestion may offer instead of a typed one. */
const MIN_SIMILARITY = 0.3
/** Words shorter than this are neither corrected nor offered (too many near neighbours). */
const MIN_WORD_LENGTH = 4

/**
 * "Meinten Sie …?": the query `q` with each word that no published title, abstract or
 * glossary term contains replaced by the most similar word that does. Similar means the
 * PostgreSQL `pg_trgm` similarity of the two words, or how well the typed word matches a
 * part of a compound, at least 0.3 (the shorter word first among equals). The words come
 * from the titles and abstracts of published articles in the reader's language and in
 * German, and from the glossary's German terms and their translations into the reader's
 * language: "implnatat" finds an implant word. Null when no word needs or finds a
 * replacement. Words are compared lower-cased.
 */
export async function searchSuggestion(
  payload: Payload,
  q: string,
  locale: Locale,
): Promise<string | null> {
  const terms = searchTerms(q)
  if (!terms.length) return null
  const { rows } = await runSql(
    payload,
    sql`
    with words as (
      select distinct lower(w) as word
        from articles a
        join articles_locales l on l._parent_id = a.id
       cross join lateral regexp_split_to_table(concat_ws(' ', l.title, l.abstract), '[^[:alnum:]]+') w
       where a._status = 'published' and a.deleted_at is null
         and l._locale in (${locale}::"_locales", ${DEFAULT_LOCALE}::"_locales")
         and length(w) >= ${MIN_WORD_LENGTH}
      union
      select distinct lower(w)
        from glossary_terms g
        left join glossary_terms_locales t on t._parent_id = g.id and t._locale = ${locale}::"_locales"
       cross join lateral regexp_split_to_table(concat_ws(' ', g.term, t.translation), '[^[:alnum:]]+') w
       where length(w) >= ${MIN_WORD_LENGTH}
    ),
    typed as (
      select term, ord from unnest(string_to_array(${terms.join(' ')}, ' ')) with ordinality as u(term, ord)
    )
    select typed.ord, typed.term,
           exists (select 1 from words where words.word = typed.term) as known,
           (select words.word from words
             where greatest(similarity(words.word, typed.term), word_similarity(typed.term, words.word)) >= ${MIN_SIMILARITY}
             order by greatest(similarity(words.word, typed.term), word_similarity(typed.term, words.word)) desc,
                      length(words.word), words.word
             limit 1) as closest
      from typed
     order by typed.ord`,
  )
  let changed = false
  const words = rows.map((row) => {
    const term = String(row.term)
    const closest = row.closest ? String(row.closest) : null
    if (row.known || term.length < MIN_WORD_LENGTH || !closest || closest === term) return term
    changed = true
    return closest
  })
  return changed ? words.join(' ') : null
}
