import { sql } from '@payloadcms/db-postgres'
import type { MetadataRoute } from 'next'
import type { Payload } from 'payload'

import { DEFAULT_LOCALE, LOCALES } from '@/i18n/locales'
import { runSql } from '@/lib/db/executor'
import { pathInLocale } from '@/lib/pages/legalPaths'
import { articlePath } from '@/lib/routes'

/** A published article and the languages it exists in (a title in that locale). */
export type PublishedArticle = { id: number; updatedAt: string; locales: string[] }

/** Pages every language has, besides the articles. */
const STATIC_PATHS = [
  '',
  '/patient',
  '/subscribe',
  '/patient-search',
  '/about',
  '/imprint',
  '/privacy',
  '/terms',
]

/**
 * Every published article with the languages search engines may see, newest change first.
 * Drafts never appear; an unreviewed machine translation only with `allowMachine` (the
 * studio's "Maschinelle Übersetzungen indexieren", docs/i18n.md), so it is neither a
 * sitemap entry nor an hreflang alternate until reviewed.
 */
export async function publishedArticles(
  payload: Payload,
  allowMachine = false,
): Promise<PublishedArticle[]> {
  const { rows } = await runSql(
    payload,
    sql`select a.id, a.updated_at, array_agg(l._locale::text order by l._locale) as locales
          from articles a join articles_locales l on l._parent_id = a.id
         where a._status = 'published' and a.deleted_at is null and coalesce(l.title, '') <> ''
           and (${allowMachine} or l.translation_origin is distinct from 'machine')
         group by a.id, a.updated_at
         order by a.updated_at desc`,
  )
  return rows.map((r) => ({
    id: Number(r.id),
    updatedAt: new Date(String(r.updated_at)).toISOString(),
    locales: r.locales as string[],
  }))
}

/**
 * The public URL of a path in a locale (German unprefixed): `/en/article/7`; a legal page
 * under its German address in German (`/imprint` -> `/impressum`, `pathInLocale`).
 */
export function localizedUrl(base: string, locale: string, path: string): string {
  return (
    `${base}${locale === DEFAULT_LOCALE ? '' : `/${locale}`}${pathInLocale(locale, path)}` || base
  )
}

/**
 * hreflang alternates of a page every language has (`/patient`, `/category/studies`):
 * each language's URL plus `x-default`, the German URL.
 */
export function allLanguageAlternates(base: string, path: string): Record<string, string> {
  return {
    ...Object.fromEntries(LOCALES.map((l) => [l, localizedUrl(base, l, path)])),
    'x-default': localizedUrl(base, DEFAULT_LOCALE, path),
  }
}

/**
 * The sitemap of one language: its static pages, the category pages (`categoryPaths`,
 * e.g. `/category/studies`) and every published article that exists in it. Pages every
 * language has carry hreflang alternates for all languages; articles for every language
 * the article exists in; each plus `x-default`, the German URL, and articles their
 * `lastModified`. For the pages every language has, the sitemap is the only place of
 * their hreflang alternates: in the page itself they would add 46 links to every page's
 * HTML twice (head and hydration payload), and search engines treat both places alike.
 */
export function sitemapFor(
  locale: string,
  articles: readonly PublishedArticle[],
  base: string,
  categoryPaths: readonly string[] = [],
): MetadataRoute.Sitemap {
  const pages: MetadataRoute.Sitemap = [...STATIC_PATHS, ...categoryPaths].map((path) => ({
    url: localizedUrl(base, locale, path),
    alternates: { languages: allLanguageAlternates(base, path) },
  }))
  const entries: MetadataRoute.Sitemap = articles
    .filter((a) => a.locales.includes(locale))
    .map((a) => ({
      url: localizedUrl(base, locale, articlePath(a.id)),
      lastModified: a.updatedAt,
      alternates: {
        languages: {
          ...Object.fromEntries(
            a.locales.map((l) => [l, localizedUrl(base, l, articlePath(a.id))]),
          ),
          'x-default': localizedUrl(base, DEFAULT_LOCALE, articlePath(a.id)),
        },
      },
    }))
  return [...pages, ...entries]
}
