import { Award } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'

import { Badge } from '@/components/ui/Badge'
import { Button } from '@/components/ui/Button'
import type { QuizAttemptAnswer } from '@/lib/api/contract/quiz'

import { QuestionText } from './QuestionText'
import { foreignTextProps } from '@/i18n/foreignText'

import { QuizCard, UntranslatedQuizNote } from './QuizFrame'
import { QuizPassLinks } from './QuizPassLinks'

/**
 * The latest submitted attempt: passed or not with the percentage, 'CME-Punkte erhalten'
 * once passed with the certificate PDF and the CME account, the questions with the right answers and explanations (only after passing,
 * shown on demand), and, while a failed quiz has an attempt left, that it is the last and 'retry' (`onRetry`).
 */
export function QuizCompleted({
  attempt,
  onRetry,
}: {
  attempt: NonNullable<QuizAttemptAnswer>
  onRetry: () => void
}) {
  const t = useTranslations('Quiz')
  const locale = useLocale()
  const [showDetails, setShowDetails] = useState(false)
  return (
    <QuizCard>
      <div className="mt-4 flex flex-wrap items-center gap-3" data-testid="quiz-completed">
        <Badge tone={attempt.passed ? 'success' : 'warning'} size="md">
          {attempt.passed ? t('passedBadge') : t('failedBadge')} · {attempt.percentage}%
        </Badge>
        {attempt.passed && (
          <span className="flex items-center gap-1 text-sm font-medium text-emerald-800">
            <Award className="size-4" aria-hidden />
            {t('creditsEarned')}
          </span>
        )}
      </div>
      {attempt.passed && attempt.certificateId && (
        <QuizPassLinks certificateId={attempt.certificateId} />
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        {attempt.passed && attempt.details && (
          <Button
            variant="secondary"
            onClick={() => setShowDetails((v) => !v)}
            aria-expanded={showDetails}
          >
            {showDetails ? t('hideDetails') : t('showDetails')}
          </Button>
        )}
        {!attempt.passed && attempt.attemptsLeft > 0 && (
          <>
            <p className="w-full text-sm text-slate-600" data-testid="quiz-attempts-left">
              {t('oneAttemptLeft')}
            </p>
            <Button onClick={onRetry}>{t('retry')}</Button>
          </>
        )}
        {!attempt.passed && attempt.attemptsLeft === 0 && (
          <p className="text-sm text-slate-600">{t('noAttemptsLeft')}</p>
        )}
      </div>
      {showDetails && attempt.details && (
        <>
          <UntranslatedQuizNote lang={attempt.details[0]?.lang} />
          <ol className="mt-6 space-y-5">
            {attempt.details.map((d, i) => (
              <li key={i} className="rounded-lg bg-slate-50 p-4">
                <p className="font-medium text-slate-900" {...foreignTextProps(d.lang, locale)}>
                  <QuestionText markdown={d.questionMd} />
                </p>
                <p className="mt-2 text-sm text-emerald-800">
                  {t('correctAnswer')}:{' '}
                  <span {...foreignTextProps(d.lang, locale)}>{d.choices[d.correctIndex]}</span>
                </p>
                {d.explanation && (
                  <p className="mt-1 text-sm text-slate-600" {...foreignTextProps(d.lang, locale)}>
                    {d.explanation}
                  </p>
                )}
              </li>
            ))}
          </ol>
        </>
      )}
    </QuizCard>
  )
}
