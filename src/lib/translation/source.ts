import { createHash } from 'node:crypto'

import type { Payload } from 'payload'

import type { Quiz } from '@payload-types'
import { DEFAULT_LOCALE } from '@/i18n/locales'
import { quizForArticle } from '@/lib/cme/quizzes'
import { quizTextsOf, type QuizTexts } from '@/lib/cme/quizTexts'
import { asServer } from '@/lib/payload/readAs'

import { planArticleTranslation, type ArticleSource, type TranslationPlan } from './articleFields'
import { planQuizTranslation, type QuizTranslationPlan } from './quizFields'

/**
 * What an article translation sends to the provider: the article's texts (`plan`), its
 * quiz's texts (`quizPlan`), all of them in request order (`texts`), how many characters
 * that is (what DeepL bills: the source characters sent; docs/operations.md, "Bulk translation") and the
 * fingerprint of the German source (`hash`, SHA-256 hex of the texts). A translation
 * records the hash it was made from (`translationSourceHash` of its language); when the
 * German text changes, the hashes differ and the translation is outdated.
 */
export type TranslationSource = {
  plan: TranslationPlan
  quizPlan: QuizTranslationPlan
  texts: string[]
  characters: number
  hash: string
}

/** The translation source of an article's German texts and its quiz's German texts. */
export function translationSourceOf(
  article: ArticleSource,
  quiz: QuizTexts | null,
): TranslationSource {
  const plan = planArticleTranslation(article)
  const quizPlan = planQuizTranslation(quiz ?? [])
  const texts = [...plan.texts, ...quizPlan.texts]
  return {
    plan,
    quizPlan,
    texts,
    characters: texts.reduce((sum, t) => sum + t.length, 0),
    // JSON keeps the boundaries between texts, so moving a word to the next text changes it.
    hash: createHash('sha256').update(JSON.stringify(texts)).digest('hex'),
  }
}

/** An article's German source as a translation job reads it, with the quiz it translates too. */
export type ArticleTranslationSource = TranslationSource & {
  /** The article is published: translate its published German and publish that language alone. */
  published: boolean
  quiz: Quiz | null
}

/**
 * Reads the German text a translation of the article starts from: the published German
 * for a published article (an editor's unpublished German draft is not translated yet),
 * the newest draft for an article never published, and the German quiz. Throws Payload's
 * NotFound for an unknown article.
 */
export async function readArticleTranslationSource(
  payload: Payload,
  articleId: number,
): Promise<ArticleTranslationSource> {
  const read = (draft: boolean) =>
    payload.findByID({
      collection: 'articles',
      id: articleId,
      locale: DEFAULT_LOCALE,
      fallbackLocale: false,
      depth: 0,
      ...asServer('Translation job (worker, no user): the German source, drafts included.'),
      draft,
    })
  const live = await read(false)
  const published = live._status === 'published'
  const article = (published ? live : await read(true)) as ArticleSource
  const quiz = await quizForArticle(payload, articleId)
  return {
    ...translationSourceOf(article, quiz ? quizTextsOf(quiz) : null),
    published,
    quiz,
  }
}
