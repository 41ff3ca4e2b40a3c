import type { Payload } from 'payload'

import { DEFAULT_LOCALE } from '@/i18n/locales'
import { quizForArticle } from '@/lib/cme/quizzes'
import { quizTextsOf, saveQuizTexts } from '@/lib/cme/quizTexts'
import { relationId } from '@/lib/db/relationId'

import { planArticleTranslation, type ArticleSource } from './articleFields'
import { glossaryFor } from './glossary'
import { planQuizTranslation } from './quizFields'
import { runTranslationJob } from './runJob'

/**
 * Works off one article translation job: reads the German article, picks
 * DeepL or the LLM for the job's language, translates title, abstract, SEO fields and the
 * body's text nodes, and stores them in one update of the target locale (published for
 * that language alone, or into the draft of an unpublished article), marked `machine` for
 * review. The article's CME quiz (questions, choices, explanations) is translated in the
 * same request and stored as that language of the quiz, answers unchanged. Nothing is
 * written unless every text was translated (job frame: `runTranslationJob`).
 */
export function runArticleTranslationJob(payload: Payload, jobId: number): Promise<void> {
  return runTranslationJob(payload, jobId, async (job, provider) => {
    const articleId = relationId(job.article)
    if (!articleId) throw new Error('Der Auftrag hat keinen Artikel.')
    const read = (draft: boolean) =>
      payload.findByID({
        collection: 'articles',
        id: articleId,
        locale: DEFAULT_LOCALE,
        fallbackLocale: false,
        depth: 0,
        overrideAccess: true,
        draft,
      })
    // A published article is translated from its published German and the translation is
    // published for that language alone, so an editor's unpublished German draft stays a
    // draft. An article never published gets the translation in its draft.
    const live = await read(false)
    const published = live._status === 'published'
    const plan = planArticleTranslation((published ? live : await read(true)) as ArticleSource)
    const quiz = await quizForArticle(payload, articleId)
    const quizPlan = planQuizTranslation(quiz ? quizTextsOf(quiz) : [])
    const all = await provider.translate([...plan.texts, ...quizPlan.texts], job.locale, {
      source: DEFAULT_LOCALE,
      glossary: await glossaryFor(payload, job.locale),
    })
    const translated = all.slice(0, plan.texts.length)
    await payload.update({
      collection: 'articles',
      id: articleId,
      locale: job.locale,
      data: { ...plan.apply(translated), translationOrigin: 'machine' },
      overrideAccess: true,
      depth: 0,
      ...(published ? { publishSpecificLocale: job.locale } : { draft: true }),
    })
    if (quiz)
      await saveQuizTexts(
        payload,
        quiz.id,
        job.locale,
        quizPlan.apply(all.slice(plan.texts.length)),
      )
  })
}
