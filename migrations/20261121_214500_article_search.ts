import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Full-text search over articles. Hand-written: Payload's schema
 * does not know the column, so Payload neither reads nor writes it.
 *
 * - `article_search_config(locale)`: the PostgreSQL text-search configuration of a
 *   language (stemming and stop words), `simple` for languages PostgreSQL has none for.
 *   Only configurations this server has are named (checked in `pg_ts_config` when the
 *   migration runs), so an older server falls back to `simple` instead of failing.
 * - `rich_text_plain(doc)`: the text of a Lexical rich-text document (its text nodes,
 *   joined by spaces).
 * - `articles_locales.search_vector`: a stored generated column, title weighted A,
 *   abstract B and body C, kept current by PostgreSQL on every insert and update,
 *   with a GIN index.
 */
const CONFIG_OF_LOCALE: Record<string, string> = {
  de: 'german', en: 'english', es: 'spanish', fr: 'french', it: 'italian', pt: 'portuguese', nl: 'dutch',
  sv: 'swedish', da: 'danish', no: 'norwegian', fi: 'finnish', hu: 'hungarian', ro: 'romanian', lt: 'lithuanian',
  el: 'greek', ru: 'russian', hi: 'hindi', id: 'indonesian', ar: 'arabic', tr: 'turkish', ca: 'catalan',
  eu: 'basque', ga: 'irish',
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  const { rows } = await db.execute(sql`select cfgname::text as name from pg_ts_config`)
  const available = new Set(rows.map((r) => String((r as { name: string }).name)))
  const branches = Object.entries(CONFIG_OF_LOCALE)
    .filter(([, config]) => available.has(config))
    .map(([locale, config]) => `WHEN '${locale}' THEN '${config}'::regconfig`)
    .join(' ')
  await db.execute(
    sql.raw(`
  CREATE FUNCTION article_search_config(locale "_locales") RETURNS regconfig
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT CASE locale::text ${branches} ELSE 'simple'::regconfig END $$;`),
  )
  await db.execute(sql`
  CREATE FUNCTION rich_text_plain(doc jsonb) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT coalesce(string_agg(t #>> '{}', ' '), '') FROM jsonb_path_query(doc, 'strict $.** ? (@.type == "text").text') AS t $$;

  ALTER TABLE "articles_locales" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector(article_search_config("_locale"), coalesce("title", '')), 'A') ||
    setweight(to_tsvector(article_search_config("_locale"), coalesce("abstract", '')), 'B') ||
    setweight(to_tsvector(article_search_config("_locale"), rich_text_plain("body")), 'C')
  ) STORED;

  CREATE INDEX "articles_locales_search_vector_idx" ON "articles_locales" USING gin ("search_vector");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "articles_locales_search_vector_idx";
  ALTER TABLE "articles_locales" DROP COLUMN IF EXISTS "search_vector";
  DROP FUNCTION IF EXISTS rich_text_plain(jsonb);
  DROP FUNCTION IF EXISTS article_search_config("_locales");`)
}
