import type { ArticleTranslateAnswer } from '@/lib/api/contract/studioArticles'

import { languageName } from './languageName'

/** What the studio says after "Übersetzen": at most one success and one error line. */
export type TranslationFeedback = { started: string | null; refused: string | null }

const languages = (n: number) => `${n} ${n === 1 ? 'Sprache' : 'Sprachen'}`

/**
 * The studio's words for the answer of `POST …/translate`, said once and truly: "gestartet"
 * only for the languages that got a job; the languages no provider can translate into are
 * named (by their German names) with what to do, and nothing claims they were started.
 */
export function translationFeedback(answer: ArticleTranslateAnswer): TranslationFeedback {
  const missing = answer.withoutProvider ?? []
  const started = answer.jobs.length
    ? `Übersetzung gestartet (${languages(answer.jobs.length)})`
    : null
  const names =
    missing.length > 4 ? `${missing.length} Sprachen` : missing.map(languageName).join(', ')
  const refused = !missing.length
    ? null
    : started
      ? `Nicht gestartet: für ${names} ist kein Übersetzungsdienst eingerichtet.`
      : `Keine Übersetzung gestartet: für ${names} ist kein Übersetzungsdienst eingerichtet (DeepL- oder KI-Schlüssel in den Einstellungen).`
  return { started, refused }
}
