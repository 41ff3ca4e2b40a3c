import type { Payload } from 'payload'

import { DEFAULT_LOCALE } from '@/i18n/locales'
import { saveQuizTexts } from '@/lib/cme/quizTexts'
import { relationId } from '@/lib/db/relationId'
import { asServer } from '@/lib/payload/readAs'

import { glossaryFor } from './glossary'
import { runTranslationJob } from './runJob'
import { readArticleTranslationSource } from './source'

/**
 * Works off one article translation job: reads the German article, picks
 * DeepL or the LLM for the job's language, translates title, abstract, SEO fields and the
 * body's text nodes, and stores them in one update of the target locale (published for
 * that language alone, or into the draft of an unpublished article), marked `machine` for
 * review, with the translator that made it (`translationProvider`, the LLM's
 * `translationModel`: readers see them, docs/i18n.md) and with the fingerprint of the German it was made from (`translationSourceHash`,
 * see ./source.ts: a later change of the German marks it outdated). The article's CME quiz
 * (questions, choices, explanations) is translated in the same request and stored as that
 * language of the quiz, answers unchanged. Nothing is written unless every text was
 * translated (job frame: `runTranslationJob`).
 */
export function runArticleTranslationJob(payload: Payload, jobId: number): Promise<void> {
  return runTranslationJob(payload, jobId, async (job, provider) => {
    const articleId = relationId(job.article)
    if (!articleId) throw new Error('Der Auftrag hat keinen Artikel.')
    // A published article is translated from its published German and the translation is
    // published for that language alone, so an editor's unpublished German draft stays a
    // draft. An article never published gets the translation in its draft.
    const source = await readArticleTranslationSource(payload, articleId)
    const { plan, quizPlan, quiz, published } = source
    const all = await provider.translate(source.texts, job.locale, {
      source: DEFAULT_LOCALE,
      glossary: await glossaryFor(payload, job.locale),
    })
    const translated = all.slice(0, plan.texts.length)
    await payload.update({
      collection: 'articles',
      id: articleId,
      locale: job.locale,
      data: {
        ...plan.apply(translated),
        translationOrigin: 'machine',
        translationProvider: provider.name,
        translationModel: provider.model,
        translationSourceHash: source.hash,
        // Payload takes `_status` (not localized) from the newest version, which after an
        // earlier single-language publication is that publication's draft snapshot: without
        // it, publishing this language saved the whole article as a draft and took every
        // language offline (tests/int/translationLocales.int.test.ts).
        ...(published ? { _status: 'published' as const } : {}),
      },
      ...asServer('Translation job (worker, no user): the server stores the translated language.'),
      // The server names the translator (collections/Articles/hooks/recordTranslationReview.ts).
      context: { serverWritesTranslator: true },
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
