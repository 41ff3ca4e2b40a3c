import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { runSql } from '@/lib/db/executor'

/**
 * The languages a published article exists in (a title in that locale), German first then
 * alphabetical; empty for drafts and unknown ids. These are the hreflang alternates of its
 * page, the same rule the sitemaps use.
 */
export async function findArticleLocales(payload: Payload, id: number): Promise<string[]> {
  const { rows } = await runSql(
    payload,
    sql`select l._locale::text as locale
          from articles a join articles_locales l on l._parent_id = a.id
         where a.id = ${id} and a._status = 'published' and a.deleted_at is null and coalesce(l.title, '') <> ''
         order by (l._locale::text = 'de') desc, l._locale::text`,
  )
  return rows.map((r) => String(r.locale))
}

/**
 * The languages of a published article that search engines may see: those of
 * `findArticleLocales` without the unreviewed machine translations, unless
 * `allowMachine` (the studio's "Maschinelle Übersetzungen indexieren", off by default;
 * docs/i18n.md). These are the hreflang alternates of its pages.
 */
export async function findIndexedArticleLocales(
  payload: Payload,
  id: number,
  allowMachine: boolean,
): Promise<string[]> {
  const { rows } = await runSql(
    payload,
    sql`select l._locale::text as locale
          from articles a join articles_locales l on l._parent_id = a.id
         where a.id = ${id} and a._status = 'published' and a.deleted_at is null and coalesce(l.title, '') <> ''
           and (${allowMachine} or l.translation_origin is distinct from 'machine')
         order by (l._locale::text = 'de') desc, l._locale::text`,
  )
  return rows.map((r) => String(r.locale))
}

/**
 * Of the articles `ids`, those with a text of their own in `locale` (a title in that
 * locale, as `findArticleLocales` counts it); the others are shown in the German original.
 * One query for a whole list.
 */
export async function findArticlesTranslatedInto(
  payload: Payload,
  ids: readonly number[],
  locale: string,
): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  const { rows } = await runSql(
    payload,
    sql`select l._parent_id as id from articles_locales l
         where l._locale::text = ${locale} and coalesce(l.title, '') <> ''
           and l._parent_id in (${sql.join(
             ids.map((id) => sql`${id}`),
             sql`, `,
           )})`,
  )
  return new Set(rows.map((r) => Number(r.id)))
}
