import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { z } from 'zod'

import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/locales'

import { readMarkdownDir, SEED_CONTENT_DIR, type SeedArticle } from './content'
import type { SeedQuiz } from './quizzes'

/**
 * Front matter of a translated article (`articles/<locale>/<German file name>.md`): only the
 * translated texts. Everything else (slug, category, author, dates, flags, references,
 * video) comes from the German file of the same name. `reviewed: true` marks a translation
 * written and read through by the editorial team (the demo editor is recorded as its
 * reviewer); `false` one still to be reviewed. `machineTranslatedBy` names the machine
 * translator a text came from (`deepl` or `llm`, an AI language model), left out for a
 * translation written by people; a machine translation is never `reviewed` in the demo.
 */
const articleTranslationSchema = z
  .strictObject({
    title: z.string().min(1),
    abstract: z.string().min(1),
    keywords: z.array(z.string().min(1)),
    reviewed: z.boolean(),
    machineTranslatedBy: z.enum(['deepl', 'llm']).optional(),
  })
  .refine((t) => !(t.reviewed && t.machineTranslatedBy), {
    message: 'a machine translation in the demo content is not reviewed (reviewed: false)',
  })

/** A translated quiz (`quizzes/<locale>/<article slug>.json`): the texts, in the German order. */
const quizTranslationSchema = z.strictObject({
  questions: z
    .array(
      z.strictObject({
        questionMd: z.string().min(5),
        choices: z.array(z.string().min(1)).min(2).max(6),
        explanation: z.string().min(5),
      }),
    )
    .min(1),
})

/** One language version of a German demo article. */
export type SeedArticleTranslation = z.infer<typeof articleTranslationSchema> & {
  locale: Locale
  /** Slug of the German article it translates. */
  slug: string
  body: string
}

/** One language version of a German demo quiz; question i and choice j mean German question i, choice j. */
export type SeedQuizTranslation = z.infer<typeof quizTranslationSchema> & {
  locale: Locale
  articleSlug: string
}

/** The language folders (`<kind>/<locale>/`) under the content folder, sorted. Throws on a folder that is no language of the journal, or German. */
function localeFolders(root: string, kind: 'articles' | 'quizzes'): Locale[] {
  const folder = path.join(root, kind)
  if (!existsSync(folder)) return []
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => {
      if (!isLocale(entry.name) || entry.name === DEFAULT_LOCALE)
        throw new Error(
          `${kind}/${entry.name}/: not a translation language of the journal (German originals live directly in ${kind}/)`,
        )
      return entry.name
    })
    .sort()
}

/**
 * The translated demo articles under `articles/<locale>/`, validated against the German
 * originals: each file must have a German file of the same name. Throws naming the file.
 */
export function loadArticleTranslations(
  germanArticles: readonly SeedArticle[],
  root = SEED_CONTENT_DIR,
): SeedArticleTranslation[] {
  const byFile = new Map(germanArticles.map((a) => [a.file, a]))
  return localeFolders(root, 'articles').flatMap((locale) =>
    readMarkdownDir(root, `articles/${locale}`, articleTranslationSchema).map(
      ({ file, ...translation }) => {
        const original = byFile.get(file)
        if (!original)
          throw new Error(
            `articles/${locale}/${file}: no German original articles/${file} to translate`,
          )
        if (!translation.body)
          throw new Error(`articles/${locale}/${file}: the translated body is empty`)
        return { ...translation, locale, slug: original.slug }
      },
    ),
  )
}

/**
 * The translated demo quizzes under `quizzes/<locale>/`, validated against the German
 * quizzes: each needs a German quiz for the same article, with the same number of
 * questions and, question by question, the same number of choices (grading uses the
 * German `correctIndex`). Throws naming the file and the mismatch.
 */
export function loadQuizTranslations(
  germanQuizzes: readonly SeedQuiz[],
  root = SEED_CONTENT_DIR,
): SeedQuizTranslation[] {
  const bySlug = new Map(germanQuizzes.map((q) => [q.articleSlug, q]))
  return localeFolders(root, 'quizzes').flatMap((locale) => {
    const folder = path.join(root, 'quizzes', locale)
    return readdirSync(folder)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((file) => {
        const name = `quizzes/${locale}/${file}`
        const articleSlug = file.replace(/\.json$/, '')
        const original = bySlug.get(articleSlug)
        if (!original)
          throw new Error(`${name}: no German quiz for the article ${articleSlug} to translate`)
        let json: unknown
        try {
          json = JSON.parse(readFileSync(path.join(folder, file), 'utf8'))
        } catch (error) {
          throw new Error(`${name}: not valid JSON (${(error as Error).message})`)
        }
        const parsed = quizTranslationSchema.safeParse(json)
        if (!parsed.success)
          throw new Error(
            `${name}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
          )
        const { questions } = parsed.data
        if (questions.length !== original.questions.length)
          throw new Error(
            `${name}: ${questions.length} questions, the German quiz has ${original.questions.length}`,
          )
        questions.forEach((q, i) => {
          const expected = original.questions[i]!.choices.length
          if (q.choices.length !== expected)
            throw new Error(
              `${name}: question ${i + 1} has ${q.choices.length} choices, the German one ${expected}`,
            )
        })
        return { questions, locale, articleSlug }
      })
  })
}
