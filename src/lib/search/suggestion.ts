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
 * "Meinten Sie …?": the query `q` with each word that no published text or glossary term
 * contains replaced by the most similar word that does, in its most common spelling
 * ("implnatat" → "Implantat"). The words come from the titles and abstracts of published
 * articles in the reader's language and in German, from the bodies of those readers may
 * read without a membership (patient and free articles: a premium body never leaks a
 * word), and from the glossary's German terms and their translations into the reader's
 * language.
 *
 * Similar means PostgreSQL `pg_trgm`: whole words first, by `similarity` (at least 0.3),
 * so a word spelt nearly the same wins over a compound that merely contains it
 * ("Implantat", not "Implantatplanung"); only when no whole word is similar enough does a
 * compound count, by how well the typed word matches a part of it (`word_similarity`),
 * the shorter word first among equals. Null when no word needs or finds a replacement.
 * Words are compared lower-cased.
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
    with texts as (
      select concat_ws(' ', l.title, l.abstract,
               case when a.audience is distinct from 'patient' and a.is_premium is not false
                    then null else rich_text_plain(l.body) end) as text
        from articles a
        join articles_locales l on l._parent_id = a.id
       where a._status = 'published' and a.deleted_at is null
         and l._locale in (${locale}::"_locales", ${DEFAULT_LOCALE}::"_locales")
      union all
      select concat_ws(' ', g.term, t.translation)
        from glossary_terms g
        left join glossary_terms_locales t on t._parent_id = g.id and t._locale = ${locale}::"_locales"
    ),
    words as (
      select lower(w) as word, mode() within group (order by w) as spelling
        from texts
       cross join lateral regexp_split_to_table(texts.text, '[^[:alnum:]]+') w
       where length(w) >= ${MIN_WORD_LENGTH}
       group by lower(w)
    ),
    typed as (
      select term, ord from unnest(string_to_array(${terms.join(' ')}, ' ')) with ordinality as u(term, ord)
    )
    select typed.ord, typed.term,
           exists (select 1 from words where words.word = typed.term) as known,
           (select words.spelling from words
             where similarity(words.word, typed.term) >= ${MIN_SIMILARITY}
                or word_similarity(typed.term, words.word) >= ${MIN_SIMILARITY}
             order by similarity(words.word, typed.term) >= ${MIN_SIMILARITY} desc,
                      similarity(words.word, typed.term) desc,
                      word_similarity(typed.term, words.word) desc,
                      length(words.word), words.word
             limit 1) as closest
      from typed
     order by typed.ord`,
  )
  let changed = false
  const words = rows.map((row) => {
    const term = String(row.term)
    const closest = row.closest ? String(row.closest) : null
    if (row.known || term.length < MIN_WORD_LENGTH || !closest) return term
    if (closest.toLowerCase() === term) return term
    changed = true
    return closest
  })
  return changed ? words.join(' ') : null
}
