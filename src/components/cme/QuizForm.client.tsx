'use client'

import { useLocale, useTranslations } from 'next-intl'

import { useNumberFormat } from '@/components/i18n/useNumberFormat'
import { useState } from 'react'

import { Button } from '@/components/ui/Button'
import { Radio } from '@/components/ui/Radio'
import { toast } from '@/components/ui/toast'
import { useApiErrorText } from '@/components/api/useApiErrorText'
import { ApiError } from '@/lib/api/contract/fetchJson'
import type { QuizSubmitAnswer } from '@/lib/api/contract/quiz'

import { QuestionText } from './QuestionText'
import { foreignTextProps } from '@/i18n/foreignText'

import { QuizCard, UntranslatedQuizNote } from './QuizFrame'
import { useQuizQuestions } from './useQuiz'

/**
 * The questions of the open attempt as a form: the intro (number of questions, pass mark,
 * and whether this is the first of two attempts or the last), one radio group per
 * question, the submit
 * button disabled until every question is answered (a hint and a toast say so), busy while
 * sending. After the server graded it, a toast gives the outcome and `onDone` gets the
 * result. While loading it says so; without questions it shows the server's reason for a
 * 409 (passed already, no attempts left; the reader's text for its code), else 'unavailable'.
 */
export function QuizForm({
  articleId,
  round,
  lastAttempt,
  onDone,
}: {
  articleId: number
  /** How many attempts this page has opened before this one (see `useQuizQuestions`). */
  round: number
  /** This is the reader's last attempt (the first one failed): the intro says so. */
  lastAttempt: boolean
  onDone: (result: QuizSubmitAnswer) => Promise<void>
}) {
  const t = useTranslations('Quiz')
  const formatNumber = useNumberFormat()
  const locale = useLocale()
  const errorText = useApiErrorText()
  const { data: questions, error, isLoading, submit, finish } = useQuizQuestions(articleId, round)
  const [answers, setAnswers] = useState<Record<number, number>>({})
  const [submitting, setSubmitting] = useState(false)
  const [incomplete, setIncomplete] = useState(false)

  if (isLoading) {
    return (
      <QuizCard aria-busy="true">
        <p className="mt-3 text-slate-600">{t('loading')}</p>
      </QuizCard>
    )
  }
  if (error || !questions || questions.length === 0) {
    return (
      <QuizCard>
        <p className="mt-3 text-slate-600">
          {(error instanceof ApiError && error.status === 409 && errorText(error)) ||
            t('unavailable')}
        </p>
      </QuizCard>
    )
  }
  const complete = questions.every((_, i) => answers[i] !== undefined)

  async function send() {
    if (!complete) {
      setIncomplete(true)
      toast({
        title: t('incompleteTitle'),
        description: t('incompleteText'),
        variant: 'destructive',
      })
      return
    }
    setSubmitting(true)
    const result = await submit(questions!.map((_, i) => answers[i]!))
    setSubmitting(false)
    if (!result.ok) {
      toast({
        title: t('submitFailedTitle'),
        description: errorText(result) ?? t('submitFailedText'),
        variant: 'destructive',
      })
      return
    }
    toast(
      result.data.passed
        ? {
            title: t('passedTitle'),
            description: t('passedText', { percentage: formatNumber(result.data.percentage) }),
          }
        : {
            title: t('failedTitle'),
            description: t('failedText', { percentage: formatNumber(result.data.percentage) }),
            variant: 'destructive',
          },
    )
    await finish()
    await onDone(result.data)
  }

  return (
    <QuizCard>
      <p className="mt-2 text-sm text-slate-600" data-testid="quiz-intro">
        {lastAttempt
          ? t('introLast', { count: questions.length })
          : t('intro', { count: questions.length })}
      </p>
      <UntranslatedQuizNote lang={questions[0]?.lang} />
      <form
        className="mt-6 space-y-6"
        onSubmit={(event) => {
          event.preventDefault()
          void send()
        }}
      >
        {questions.map((q, i) => (
          <fieldset
            key={q.id}
            className="rounded-lg border border-slate-200 p-4"
            {...foreignTextProps(q.lang, locale)}
          >
            {/* Floated, the legend sits inside the box instead of on its top border, which
                would cross a question of several lines. */}
            <legend className="float-start w-full font-medium text-slate-900">
              {i + 1}. <QuestionText markdown={q.questionMd} />
            </legend>
            <div className="clear-both space-y-2 pt-3">
              {q.choices.map((choice, c) => (
                <label
                  key={c}
                  className="flex cursor-pointer items-start gap-3 rounded-md p-2 hover:bg-slate-50 has-[:checked]:bg-brand-50"
                >
                  <Radio
                    name={`question-${i}`}
                    value={c}
                    checked={answers[i] === c}
                    onChange={() => {
                      setAnswers((a) => ({ ...a, [i]: c }))
                      setIncomplete(false)
                    }}
                    className="mt-1"
                  />
                  <span className="text-slate-800">{choice}</span>
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        {incomplete && (
          <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
            <strong>{t('incompleteTitle')}</strong> – {t('incompleteText')}
          </p>
        )}
        <Button type="submit" size="lg" disabled={!complete} busy={submitting}>
          {submitting ? t('submitting') : t('submit')}
        </Button>
        <p className="text-xs text-slate-600">
          {t('answered', { done: Object.keys(answers).length, total: questions.length })}
        </p>
      </form>
    </QuizCard>
  )
}
