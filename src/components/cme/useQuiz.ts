'use client'

import { useLocale } from 'next-intl'
import { useRef } from 'react'
import useSWR, { useSWRConfig } from 'swr'

import { DOCTOR_STATS_KEY } from '@/lib/api/contract/cme'
import {
  fetchQuizAttempt,
  fetchQuizQuestions,
  quizAttemptKey,
  quizQuestionsKey,
  submitQuizAttempt,
  type QuizSubmitAnswer,
} from '@/lib/api/contract/quiz'
import type { JsonCallResult } from '@/lib/api/contract/fetchJson'

/**
 * The reader's latest submitted attempt of the article's quiz (`null` before the first),
 * asked only when `allowed` (members and staff); never retried or refreshed on focus.
 */
export function useQuizAttempt(articleId: number, allowed: boolean) {
  const locale = useLocale()
  return useSWR(allowed ? quizAttemptKey(articleId, locale) : null, fetchQuizAttempt, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  })
}

/**
 * The questions of the open attempt in the page's language (or German), loaded once per
 * `round` (the caller counts the attempts it opens in this page: each round is a cache entry
 * of its own, so a new attempt never starts from the closed one's questions or state);
 * `submit(answers)` sends them with the seconds since the questions loaded, and `finish()`
 * (after a successful submit) refreshes the dashboard stats.
 */
export function useQuizQuestions(articleId: number, round: number) {
  const locale = useLocale()
  const { mutate } = useSWRConfig()
  const startedAt = useRef<number | null>(null)
  const questions = useSWR(
    [quizQuestionsKey(articleId, locale), round] as const,
    ([url]) => fetchQuizQuestions(url),
    {
      revalidateOnFocus: false,
      revalidateIfStale: false,
      shouldRetryOnError: false,
      onSuccess: () => {
        startedAt.current ??= Date.now()
      },
    },
  )
  function submit(answers: number[]): Promise<JsonCallResult<QuizSubmitAnswer>> {
    const timeSpent = startedAt.current ? Math.round((Date.now() - startedAt.current) / 1000) : 0
    return submitQuizAttempt(articleId, { answers, timeSpent })
  }
  async function finish(): Promise<void> {
    await mutate(DOCTOR_STATS_KEY)
  }
  // Only these fields are read: SWR re-renders for the fields a component reads.
  const { data, error, isLoading } = questions
  return { data, error, isLoading, submit, finish }
}
