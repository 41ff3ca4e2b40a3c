import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import matter from 'gray-matter'
import { z } from 'zod'

/** Folder of the demo content: `articles/`, `quizzes/`, `pages/` and their translations. */
export const SEED_CONTENT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'content')

const referenceSchema = z.object({
  authors: z.string().min(1),
  title: z.string().min(1),
  source: z.string().optional(),
  year: z.number().int().optional(),
  url: z.string().url().optional(),
  doi: z.string().optional(),
})

const articleSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  abstract: z.string().min(1),
  category: z.string().min(1),
  audience: z.enum(['doctor', 'patient']),
  author: z.string().min(1),
  publishedAt: z.coerce.date(),
  featured: z.boolean(),
  trending: z.boolean(),
  isPremium: z.boolean(),
  evidenceLevel: z.enum(['1', '2', '3', '4', '5']),
  topic: z.string().regex(/^[a-z][a-zA-Z]*$/),
  keywords: z.array(z.string()),
  hasVideo: z.boolean(),
  videoUrl: z.string().optional(),
  likes: z.number().int().min(0),
  references: z.array(referenceSchema),
  /** Slug of the same topic's article for the other audience (linked both ways). */
  counterpart: z.string().optional(),
})

const pageSchema = z.object({
  title: z.string().min(1),
  slug: z.enum(['about', 'imprint', 'privacy', 'terms']),
})

/** A Markdown file with front matter: its validated fields, its body and its file name. */
type MarkdownFile<T> = T & { body: string; file: string }
export type SeedArticle = MarkdownFile<z.infer<typeof articleSchema>>
/** The languages static pages are seeded in (German is the legally binding version). */
export const SEED_PAGE_LANGUAGES = ['de', 'en'] as const
export type SeedPageLanguage = (typeof SEED_PAGE_LANGUAGES)[number]
/** A static page's seed text: title and Markdown body in German and in English. */
export type SeedPage = {
  slug: z.infer<typeof pageSchema>['slug']
  translations: Record<SeedPageLanguage, { title: string; body: string }>
}

/**
 * Reads every `*.md` file directly in `root/dir` (sub-folders such as translations are
 * not read), sorted by name, validating the front matter. Throws naming the file.
 */
export function readMarkdownDir<T>(
  root: string,
  dir: string,
  schema: z.ZodType<T>,
): MarkdownFile<T>[] {
  const folder = path.join(root, dir)
  return readdirSync(folder)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((file) => {
      const { data, content } = matter(readFileSync(path.join(folder, file), 'utf8'))
      const parsed = schema.safeParse(data)
      if (!parsed.success) throw new Error(`${dir}/${file}: ${parsed.error.message}`)
      return { ...parsed.data, body: content.trim(), file }
    })
}

/** The German demo articles written for this product (`content/articles/*.md`). */
export const loadSeedArticles = (root = SEED_CONTENT_DIR): SeedArticle[] =>
  readMarkdownDir(root, 'articles', articleSchema)
/**
 * The static pages (`content/pages/<language>/<slug>.md`), each in German and English,
 * sorted by slug. Throws when a page is missing in one of the languages.
 */
export function loadSeedPages(root = SEED_CONTENT_DIR): SeedPage[] {
  const [de, en] = SEED_PAGE_LANGUAGES.map((lang) =>
    readMarkdownDir(root, `pages/${lang}`, pageSchema),
  )
  const slugs = (pages: { slug: string }[]) => pages.map((p) => p.slug).join(',')
  if (slugs(de!) !== slugs(en!)) {
    throw new Error(`pages/de (${slugs(de!)}) and pages/en (${slugs(en!)}) differ`)
  }
  return de!.map((page, i) => ({
    slug: page.slug,
    translations: {
      de: { title: page.title, body: page.body },
      en: { title: en![i]!.title, body: en![i]!.body },
    },
  }))
}
