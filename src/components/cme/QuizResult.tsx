import { CheckCircle2, XCircle } from 'lucide-react'
import { useTranslations } from 'next-intl'

import { useNumberFormat } from '@/components/i18n/useNumberFormat'

import { Button } from '@/components/ui/Button'
import type { QuizSubmitAnswer } from '@/lib/api/contract/quiz'

import { QuizCard } from './QuizFrame'
import { QuizPassLinks } from './QuizPassLinks'

/**
 * The outcome of the submit just made: passed or not with the percentage, the CME points
 * awarded by this pass with the certificate PDF and the CME account; after a fail, how many attempts remain (with two per quiz, one
 * after the first fail, and it is the last; none after the second) and 'retry' while one
 * is left (`onRetry`).
 */
export function QuizResult({ result, onRetry }: { result: QuizSubmitAnswer; onRetry: () => void }) {
  const t = useTranslations('Quiz')
  const formatNumber = useNumberFormat()
  return (
    <QuizCard aria-live="polite">
      <div
        className={`mt-4 flex items-start gap-3 rounded-lg p-4 ${result.passed ? 'bg-emerald-50 text-emerald-900' : 'bg-amber-50 text-amber-900'}`}
      >
        {result.passed ? (
          <CheckCircle2 className="size-6 shrink-0" aria-hidden />
        ) : (
          <XCircle className="size-6 shrink-0" aria-hidden />
        )}
        <div>
          <p className="font-semibold">{result.passed ? t('passedTitle') : t('failedTitle')}</p>
          <p>
            {result.passed
              ? t('passedText', { percentage: formatNumber(result.percentage) })
              : t('failedText', { percentage: formatNumber(result.percentage) })}
          </p>
          {!result.passed && (
            <p className="mt-1 text-sm" data-testid="quiz-attempts-left">
              {result.attemptsLeft > 0 ? t('oneAttemptLeft') : t('noAttemptsLeft')}
            </p>
          )}
          {result.passed && result.creditsAwarded > 0 && (
            <p className="mt-1 text-sm">
              {t('creditsAwarded', { credits: result.creditsAwarded })}
            </p>
          )}
          {result.passed && result.certificateId && (
            <QuizPassLinks certificateId={result.certificateId} />
          )}
        </div>
      </div>
      {!result.passed && result.attemptsLeft > 0 && (
        <Button variant="outline" onClick={onRetry} className="mt-4">
          {t('retry')}
        </Button>
      )}
    </QuizCard>
  )
}
