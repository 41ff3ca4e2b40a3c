import { z } from 'zod'

import { LOCALES } from '@/i18n/locales'

/** The article editor requires title, author and content; these are its German error messages. */
export const ARTICLE_EDITOR_MESSAGES = {
  titleRequired: 'Titel ist erforderlich',
  authorRequired: 'Autor ist erforderlich',
  contentRequired: 'Inhalt ist erforderlich',
  categoryRequired: 'Kategorie ist erforderlich',
  slugInvalid: 'Slug darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten',
} as const

/** Largest article body the admin API takes (bytes of JSON). */
export const MAX_ARTICLE_BYTES = 2 * 1024 * 1024

const flag = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform(Boolean)
const required = (message: string) => z.string({ error: message }).trim().min(1, message)

/**
 * Body of `POST /api/admin/articles` and `PUT /api/admin/articles/{id}` (the article
 * editor's fields plus the slug): title, bodyMd (Markdown), category (slug, English slug,
 * label or id), author (display name; `authorName` accepted too), featured and trending
 * (boolean or 1/0), status (draft | published), and optional slug, abstract, isPremium.
 * On PUT every field is optional; what is sent is changed.
 */
export const articleCreateBody = z
  .object({
    title: required(ARTICLE_EDITOR_MESSAGES.titleRequired).pipe(z.string().max(300)),
    slug: z
      .string()
      .trim()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, ARTICLE_EDITOR_MESSAGES.slugInvalid)
      .max(200)
      .optional(),
    abstract: z.string().max(5000).optional(),
    bodyMd: required(ARTICLE_EDITOR_MESSAGES.contentRequired),
    category: z.union(
      [
        z.string().trim().min(1, ARTICLE_EDITOR_MESSAGES.categoryRequired),
        z.number().int().positive(),
      ],
      {
        error: ARTICLE_EDITOR_MESSAGES.categoryRequired,
      },
    ),
    author: z.string().trim().max(200).optional(),
    authorName: z.string().trim().max(200).optional(),
    featured: flag.optional(),
    trending: flag.optional(),
    isPremium: z.boolean().optional(),
    status: z.enum(['draft', 'published']).default('draft'),
  })
  .refine((b) => Boolean(b.author || b.authorName), {
    message: ARTICLE_EDITOR_MESSAGES.authorRequired,
    path: ['author'],
  })

export const articleUpdateBody = z.object({
  title: required(ARTICLE_EDITOR_MESSAGES.titleRequired).pipe(z.string().max(300)).optional(),
  slug: articleCreateBody.shape.slug,
  abstract: z.string().max(5000).optional(),
  bodyMd: required(ARTICLE_EDITOR_MESSAGES.contentRequired).optional(),
  category: articleCreateBody.shape.category.optional(),
  author: required(ARTICLE_EDITOR_MESSAGES.authorRequired).pipe(z.string().max(200)).optional(),
  authorName: required(ARTICLE_EDITOR_MESSAGES.authorRequired).pipe(z.string().max(200)).optional(),
  featured: flag.optional(),
  trending: flag.optional(),
  isPremium: z.boolean().optional(),
  status: z.enum(['draft', 'published']).optional(),
})

export type ArticleCreateBody = z.output<typeof articleCreateBody>
export type ArticleUpdateBody = z.output<typeof articleUpdateBody>

const targetLocales = LOCALES.filter((l) => l !== 'de') as [string, ...string[]]

/** Body of `POST /api/admin/articles/{id}/translate`: `{ locales?: string[] }`, default every language but German. */
export const translateBody = z.object({
  locales: z
    .array(z.enum(targetLocales, { error: 'Unbekannte oder nicht übersetzbare Sprache' }))
    .min(1)
    .max(targetLocales.length)
    .optional(),
})

/** Body of `POST /api/admin/articles/{id}/audio`: `{ locale?: string }`, default German. */
export const audioBody = z.object({
  locale: z
    .enum(LOCALES as unknown as [string, ...string[]], { error: 'Unbekannte Sprache' })
    .optional(),
})

/** Every language an article or the UI can be translated into (all but German). */
export const TRANSLATION_TARGETS: readonly string[] = targetLocales
