import type { QuizTexts } from '@/lib/cme/quizTexts'

import type { TranslationPlan } from './articleFields'

/** A translation plan whose `apply` gives the quiz texts in the target language. */
export type QuizTranslationPlan = Omit<TranslationPlan, 'apply'> & {
  apply(translated: readonly string[]): QuizTexts
}

/**
 * Plans a quiz's translation: every question, choice and non-empty explanation becomes one
 * entry of `texts`, question by question; `apply` puts the translations back in the same
 * places, so choice j of the translation is the translation of choice j (answers are shared
 * by all languages). Empty explanations stay empty.
 */
export function planQuizTranslation(source: QuizTexts): QuizTranslationPlan {
  const texts: string[] = []
  const slots = source.map((q) => ({
    question: texts.push(q.questionMd) - 1,
    choices: q.choices.map((c) => texts.push(c) - 1),
    explanation: q.explanation?.trim() ? texts.push(q.explanation) - 1 : null,
  }))
  return {
    texts,
    apply: (translated) => {
      if (translated.length !== texts.length)
        throw new Error(`Expected ${texts.length} translations, got ${translated.length}`)
      return slots.map((s) => ({
        questionMd: translated[s.question]!,
        choices: s.choices.map((at) => translated[at]!),
        explanation: s.explanation === null ? null : translated[s.explanation]!,
      }))
    },
  }
}
