'use client'

import { Award, CheckCircle2, GraduationCap, Lock, XCircle } from 'lucide-react'
import { useFormatter, useLocale, useTranslations } from 'next-intl'
import { useRef, useState } from 'react'
import useSWR, { useSWRConfig } from 'swr'

import { toast } from '@/components/ui/toast'
import { Link } from '@/i18n/navigation'
import { ApiError, getJson, postJson } from '@/lib/api/client'
import { hasPremiumAccess } from '@/lib/articles/premium'
import { languageName } from '@/i18n/languageName'
import { useSessionUser } from '@/components/auth/useSessionUser'

import { QuestionText } from './QuestionText'

type Question = { id: string; questionMd: string; choices: string[]; lang: string }
type Detail = {
  questionMd: string
  choices: string[]
  chosenIndex: number | null
  correctIndex: number
  explanation: string | null
  lang: string
}
type Attempt = {
  score: number
  passed: boolean
  percentage: number
  attemptsUsed: number
  attemptsLeft: number
  creditsAwarded: number
  certificateId: string | null
  details: Detail[] | null
}
type Result = {
  passed: boolean
  percentage: number
  score: number
  creditsAwarded: number
  attemptsLeft: number
}

const card = 'not-prose mt-10 rounded-xl border border-slate-200 bg-white p-6'

function Heading({ children }: { children: React.ReactNode }) {
  return (
    <h2 className="flex items-center gap-2 text-xl font-bold text-slate-900">
      <GraduationCap className="size-6 text-brand-600" aria-hidden />
      {children}
    </h2>
  )
}

/** The quiz's own URLs, asking for the texts in the page's language. */
const quizUrl = (articleId: number, locale: string) =>
  `/api/articles/${articleId}/quizzes?locale=${locale}`
const attemptUrl = (articleId: number, locale: string) =>
  `/api/articles/${articleId}/quiz-attempt?locale=${locale}`

/**
 * Says, in the reader's language, that the quiz is shown in German because it has no text
 * in the page's language yet. Nothing when the texts are in the page's language.
 */
function UntranslatedQuizNote({ lang }: { lang: string | undefined }) {
  const t = useTranslations('Quiz')
  const locale = useLocale()
  if (!lang || lang === locale) return null
  return (
    <p
      className="mt-3 rounded border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900"
      data-testid="quiz-untranslated-note"
      role="note"
    >
      {t('untranslatedNote', { language: languageName(locale, locale) })}
    </p>
  )
}

/** `lang` for quiz text in another language than the page's, else nothing. */
const otherLang = (lang: string | undefined, locale: string) =>
  lang && lang !== locale ? lang : undefined

/**
 * The CME quiz under a doctor article (docs/product.md, "CME: quizzes, credits,
 * certificates"): loading; unavailable; completed (score, passed or not, 'CME-Punkte
 * erhalten', details with explanations only after passing, a retry while attempts are
 * left); answering (submit disabled until every question is answered); submitting; result.
 * Members and staff only; others see what the membership offers. The start time is taken
 * when the questions load; after a submit the attempt and the dashboard stats are reloaded.
 * Questions come in the page's language, or in German with a note when the quiz has no text
 * in it yet (marked `lang="de"`); the answers are graded the same either way.
 */
export function QuizSection({ articleId }: { articleId: number }) {
  const t = useTranslations('Quiz')
  const format = useFormatter()
  const locale = useLocale()
  const { user, isKnown } = useSessionUser()
  const allowed = hasPremiumAccess(user)
  const attemptKey = allowed ? attemptUrl(articleId, locale) : null
  const {
    data: attempt,
    isLoading: attemptLoading,
    mutate: reloadAttempt,
  } = useSWR<Attempt | null>(attemptKey, getJson, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  })
  const [answering, setAnswering] = useState(false)
  const [showDetails, setShowDetails] = useState(false)
  const [result, setResult] = useState<Result | null>(null)

  // Until the browser knows the reader (server HTML, hydration, the user request) a
  // skeleton: a member never sees the members-only notice first.
  if (!isKnown || (allowed && attemptLoading)) {
    return (
      <section className={card} aria-busy="true">
        <Heading>{t('title')}</Heading>
        <div className="mt-4 h-24 animate-pulse rounded bg-slate-100" />
      </section>
    )
  }
  if (!allowed) {
    return (
      <section className={card} data-testid="quiz-members-only">
        <Heading>{t('title')}</Heading>
        <p className="mt-3 flex items-start gap-2 text-slate-600">
          <Lock className="mt-1 size-4 shrink-0" aria-hidden />
          {t('membersOnly')}
        </p>
        <Link
          href="/subscribe"
          className="mt-4 inline-block rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
        >
          {t('upgrade')}
        </Link>
      </section>
    )
  }

  const completed =
    attempt && !answering && (attempt.passed || attempt.attemptsLeft === 0 || !result)
  if (result && !answering) {
    return (
      <section className={card} aria-live="polite">
        <Heading>{t('title')}</Heading>
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
                ? t('passedText', { percentage: format.number(result.percentage) })
                : t('failedText', { percentage: format.number(result.percentage) })}
            </p>
            {result.passed && result.creditsAwarded > 0 && (
              <p className="mt-1 text-sm">
                {t('creditsAwarded', { credits: format.number(result.creditsAwarded) })}
              </p>
            )}
          </div>
        </div>
        {!result.passed && result.attemptsLeft > 0 && (
          <button
            type="button"
            onClick={() => {
              setResult(null)
              setAnswering(true)
            }}
            className="mt-4 rounded-md border border-brand-600 px-4 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
          >
            {t('retry')}
          </button>
        )}
      </section>
    )
  }
  if (completed && attempt) {
    return (
      <section className={card}>
        <Heading>{t('title')}</Heading>
        <div className="mt-4 flex flex-wrap items-center gap-3" data-testid="quiz-completed">
          <span
            className={`rounded-full px-3 py-1 text-sm font-semibold ${attempt.passed ? 'bg-emerald-100 text-emerald-800' : 'bg-amber-100 text-amber-800'}`}
          >
            {attempt.passed ? t('passedBadge') : t('failedBadge')} · {attempt.percentage}%
          </span>
          {attempt.passed && (
            <span className="flex items-center gap-1 text-sm font-medium text-emerald-800">
              <Award className="size-4" aria-hidden />
              {t('creditsEarned')}
            </span>
          )}
        </div>
        <div className="mt-4 flex flex-wrap gap-3">
          {attempt.passed && attempt.details && (
            <button
              type="button"
              onClick={() => setShowDetails((v) => !v)}
              aria-expanded={showDetails}
              className="rounded-md border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50"
            >
              {showDetails ? t('hideDetails') : t('showDetails')}
            </button>
          )}
          {!attempt.passed && attempt.attemptsLeft > 0 && (
            <button
              type="button"
              onClick={() => setAnswering(true)}
              className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
            >
              {t('retry')}
            </button>
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
                  <p className="font-medium text-slate-900" lang={otherLang(d.lang, locale)}>
                    <QuestionText markdown={d.questionMd} />
                  </p>
                  <p className="mt-2 text-sm text-emerald-800">
                    {t('correctAnswer')}:{' '}
                    <span lang={otherLang(d.lang, locale)}>{d.choices[d.correctIndex]}</span>
                  </p>
                  {d.explanation && (
                    <p className="mt-1 text-sm text-slate-600" lang={otherLang(d.lang, locale)}>
                      {d.explanation}
                    </p>
                  )}
                </li>
              ))}
            </ol>
          </>
        )}
      </section>
    )
  }
  return (
    <QuizForm
      articleId={articleId}
      onDone={async (r) => {
        setResult(r)
        setAnswering(false)
        await reloadAttempt()
      }}
    />
  )
}

function QuizForm({
  articleId,
  onDone,
}: {
  articleId: number
  onDone: (result: Result) => Promise<void>
}) {
  const t = useTranslations('Quiz')
  const format = useFormatter()
  const locale = useLocale()
  const { mutate } = useSWRConfig()
  const startedAt = useRef<number | null>(null)
  const {
    data: questions,
    error,
    isLoading,
  } = useSWR<Question[]>(quizUrl(articleId, locale), getJson, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
    onSuccess: () => {
      startedAt.current ??= Date.now()
    },
  })
  const [answers, setAnswers] = useState<Record<number, number>>({})
  const [submitting, setSubmitting] = useState(false)
  const [incomplete, setIncomplete] = useState(false)

  if (isLoading) {
    return (
      <section className={card} aria-busy="true">
        <Heading>{t('title')}</Heading>
        <p className="mt-3 text-slate-600">{t('loading')}</p>
      </section>
    )
  }
  if (error || !questions || questions.length === 0) {
    return (
      <section className={card}>
        <Heading>{t('title')}</Heading>
        <p className="mt-3 text-slate-600">
          {error instanceof ApiError && error.status === 409 ? error.message : t('unavailable')}
        </p>
      </section>
    )
  }
  const complete = questions.every((_, i) => answers[i] !== undefined)

  async function submit() {
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
    const timeSpent = startedAt.current ? Math.round((Date.now() - startedAt.current) / 1000) : 0
    const result = await postJson<Result>(`/api/articles/${articleId}/quiz-attempt`, {
      answers: questions!.map((_, i) => answers[i]),
      timeSpent,
    })
    setSubmitting(false)
    if (!result.ok) {
      toast({
        title: t('submitFailedTitle'),
        description: result.message ?? t('submitFailedText'),
        variant: 'destructive',
      })
      return
    }
    toast(
      result.data.passed
        ? {
            title: t('passedTitle'),
            description: t('passedText', { percentage: format.number(result.data.percentage) }),
          }
        : {
            title: t('failedTitle'),
            description: t('failedText', { percentage: format.number(result.data.percentage) }),
            variant: 'destructive',
          },
    )
    await mutate('/api/doctor/stats')
    await mutate(quizUrl(articleId, locale), undefined, { revalidate: false })
    await onDone(result.data)
  }

  return (
    <section className={card}>
      <Heading>{t('title')}</Heading>
      <p className="mt-2 text-sm text-slate-600">{t('intro', { count: questions.length })}</p>
      <UntranslatedQuizNote lang={questions[0]?.lang} />
      <form
        className="mt-6 space-y-6"
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        {questions.map((q, i) => (
          <fieldset
            key={q.id}
            className="rounded-lg border border-slate-200 p-4"
            lang={otherLang(q.lang, locale)}
          >
            <legend className="px-1 font-medium text-slate-900">
              {i + 1}. <QuestionText markdown={q.questionMd} />
            </legend>
            <div className="mt-3 space-y-2">
              {q.choices.map((choice, c) => (
                <label
                  key={c}
                  className="flex cursor-pointer items-start gap-3 rounded-md p-2 hover:bg-slate-50 has-[:checked]:bg-brand-50"
                >
                  <input
                    type="radio"
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
        <button
          type="submit"
          disabled={!complete || submitting}
          aria-busy={submitting}
          className="rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {submitting ? t('submitting') : t('submit')}
        </button>
        <p className="text-xs text-slate-600">
          {t('answered', { done: Object.keys(answers).length, total: questions.length })}
        </p>
      </form>
    </section>
  )
}
