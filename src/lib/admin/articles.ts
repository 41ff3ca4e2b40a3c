import 'server-only'

import type { Payload } from 'payload'

import type { Article, Category } from '@payload-types'
import { DEFAULT_LOCALE } from '@/i18n/locales'
import { slugFromTitle } from '@/lib/articles/slug'
import { lexicalToMarkdown, markdownToLexical, type EditorState } from '@/lib/richtext/convert'
import { defaultEditorConfig } from '@/lib/richtext/editorConfig'
import { asServer } from '@/lib/payload/readAs'

import type { ArticleCreateBody, ArticleUpdateBody } from './articleSchema'

/** An article as the admin API answers it (product API field names; `bodyMd` only on single reads). */
export type AdminArticle = {
  id: number
  slug: string | null
  title: string
  abstract: string | null
  bodyMd?: string
  category: string | null
  author: string
  authorName: string
  featured: 0 | 1
  trending: 0 | 1
  isPremium: boolean
  status: 'draft' | 'published'
  createdAt: string
  updatedAt: string
  publishedAt: string | null
}

/** Article -> admin API shape; `withBody` adds `bodyMd` (Markdown of the Lexical body). */
export async function toAdminArticle(
  payload: Payload,
  article: Article,
  withBody = false,
): Promise<AdminArticle> {
  const category = typeof article.category === 'object' ? (article.category as Category).slug : null
  const answer: AdminArticle = {
    id: article.id,
    slug: article.slug ?? null,
    title: article.title,
    abstract: article.abstract ?? null,
    category,
    author: article.authorName,
    authorName: article.authorName,
    featured: article.featured ? 1 : 0,
    trending: article.trending ? 1 : 0,
    isPremium: Boolean(article.isPremium),
    status: article._status === 'published' ? 'published' : 'draft',
    createdAt: article.createdAt,
    updatedAt: article.updatedAt,
    publishedAt: article.publishedAt ?? null,
  }
  if (withBody && article.body)
    answer.bodyMd = lexicalToMarkdown(
      article.body as EditorState,
      await defaultEditorConfig(payload.config),
    )
  return answer
}

/** The id of a category given as id, slug, English slug or label; `null` when unknown. */
export async function resolveCategory(
  payload: Payload,
  ref: string | number,
): Promise<number | null> {
  if (typeof ref === 'number') {
    const found = await payload.find({
      collection: 'categories',
      where: { id: { equals: ref } },
      limit: 1,
      depth: 0,
      ...asServer('Admin API (staff-only routes): categories are public; read as the server.'),
    })
    return found.docs[0]?.id ?? null
  }
  const { docs } = await payload.find({
    collection: 'categories',
    where: {
      or: [{ slug: { equals: ref } }, { slugEn: { equals: ref } }, { label: { equals: ref } }],
    },
    limit: 1,
    depth: 0,
    ...asServer('Admin API (staff-only routes): categories are public; read as the server.'),
  })
  return docs[0]?.id ?? null
}

/**
 * The Payload data of an admin API body: Markdown -> Lexical body, `author` -> authorName,
 * `status` -> `_status`. Fields that were not sent are left out (PUT changes only those).
 */
export async function articleData(
  payload: Payload,
  body: ArticleCreateBody | ArticleUpdateBody,
  categoryId?: number,
): Promise<Partial<Article>> {
  const data: Partial<Article> = {}
  if (body.title !== undefined) data.title = body.title
  if (body.slug !== undefined) data.slug = body.slug
  if (body.abstract !== undefined) data.abstract = body.abstract
  if (body.bodyMd !== undefined)
    data.body = markdownToLexical(
      body.bodyMd,
      await defaultEditorConfig(payload.config),
    ) as Article['body']
  if (categoryId !== undefined) data.category = categoryId
  const author = body.author ?? body.authorName
  if (author !== undefined) data.authorName = author
  if (body.featured !== undefined) data.featured = body.featured
  if (body.trending !== undefined) data.trending = body.trending
  if (body.isPremium !== undefined) data.isPremium = body.isPremium
  if (body.status !== undefined) data._status = body.status
  return data
}

/** Reads one article for the admin API in German (the studio's source language). */
export function findAdminArticle(payload: Payload, id: number): Promise<Article | null> {
  return payload
    .findByID({
      collection: 'articles',
      id,
      locale: DEFAULT_LOCALE,
      depth: 1,
      ...asServer('Admin API (staff-only routes): the German draft, read as the server.'),
      draft: true,
      disableErrors: true,
    })
    .then((doc) => (doc as Article | null) ?? null)
}

/** Whether another article already uses `slug`. */
export async function slugTaken(
  payload: Payload,
  slug: string,
  exceptId?: number,
): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'articles',
    where: {
      and: [{ slug: { equals: slug } }, ...(exceptId ? [{ id: { not_equals: exceptId } }] : [])],
    },
    ...asServer('Slug check must see every article, drafts included, whoever asks.'),
  })
  return totalDocs > 0
}

/** Most suffixes tried for a slug made from a title (`titel`, `titel-2`, ... `titel-50`). */
const MAX_SLUG_SUFFIX = 50

/**
 * A free slug for a new article: the one given (null when taken: the caller answers 409),
 * else the title's slug (`slugFromTitle`), with `-2`, `-3`, ... appended while taken.
 */
export async function freeSlug(
  payload: Payload,
  given: string | undefined,
  title: string,
): Promise<string | null> {
  if (given) return (await slugTaken(payload, given)) ? null : given
  const base = slugFromTitle(title) || 'artikel'
  for (let n = 1; n <= MAX_SLUG_SUFFIX; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`
    if (!(await slugTaken(payload, candidate))) return candidate
  }
  return `${base}-${Date.now().toString(36)}`
}
