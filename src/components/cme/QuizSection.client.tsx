'use client'

import { Lock } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { Button } from '@/components/ui/Button'
import { Skeleton } from '@/components/ui/Skeleton'
import { useSessionUser } from '@/components/auth/useSessionUser'
import { Link } from '@/i18n/navigation'
import type { QuizSubmitAnswer } from '@/lib/api/contract/quiz'
import { hasPremiumAccess } from '@/lib/articles/premium'

import { QuizCompleted } from './QuizCompleted'
import { QuizForm } from './QuizForm.client'
import { QuizCard } from './QuizFrame'
import { QuizResult } from './QuizResult'
import { useQuizAttempt } from './useQuiz'

/**
 * The CME quiz under a doctor article (docs/product.md, "CME: quizzes, credits,
 * certificates"): loading; unavailable; completed (score, passed or
 * not, 'CME-Punkte erhalten', details with explanations only after passing, a retry while
 * attempts are left); answering (submit disabled until every question is answered);
 * submitting; result. Members and staff only; others see what the membership offers. The
 * start time is taken when the questions load; after a submit the attempt and the
 * dashboard stats are reloaded. Questions come in the page's language, or in German with a
 * note when the quiz has no text in it yet (marked `lang="de"`); the answers are graded
 * the same either way.
 */
export function QuizSection({ articleId }: { articleId: number }) {
  const t = useTranslations('Quiz')
  const { user, isKnown } = useSessionUser()
  const allowed = hasPremiumAccess(user)
  const {
    data: attempt,
    isLoading: attemptLoading,
    mutate: reloadAttempt,
  } = useQuizAttempt(articleId, allowed)
  const [answering, setAnswering] = useState(false)
  const [result, setResult] = useState<QuizSubmitAnswer | null>(null)
  // Attempts opened in this page so far: each one loads its own questions.
  const [round, setRound] = useState(0)

  // Until the browser knows the reader (server HTML, hydration, the user request) a
  // skeleton: a member never sees the members-only notice first.
  if (!isKnown || (allowed && attemptLoading)) {
    return (
      <QuizCard aria-busy="true">
        <Skeleton className="mt-4 h-24" />
      </QuizCard>
    )
  }
  if (!allowed) {
    return (
      <QuizCard data-testid="quiz-members-only">
        <p className="mt-3 flex items-start gap-2 text-slate-600">
          <Lock className="mt-1 size-4 shrink-0" aria-hidden />
          {t('membersOnly')}
        </p>
        <div className="mt-4">
          <Button asChild>
            <Link href="/subscribe">{t('upgrade')}</Link>
          </Button>
        </div>
      </QuizCard>
    )
  }

  if (result && !answering)
    return (
      <QuizResult
        result={result}
        onRetry={() => {
          setResult(null)
          setRound((r) => r + 1)
          setAnswering(true)
        }}
      />
    )
  if (attempt && !answering && (attempt.passed || attempt.attemptsLeft === 0 || !result))
    return (
      <QuizCompleted
        attempt={attempt}
        onRetry={() => {
          setRound((r) => r + 1)
          setAnswering(true)
        }}
      />
    )
  return (
    <QuizForm
      articleId={articleId}
      round={round}
      // A submitted attempt that failed leaves at most one: the open one is the last.
      lastAttempt={!!attempt && !attempt.passed && attempt.attemptsLeft <= 1}
      onDone={async (r) => {
        setResult(r)
        setAnswering(false)
        await reloadAttempt()
      }}
    />
  )
}
