import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as lastAttempt, POST as submit } from '@/app/api/articles/[id]/quiz-attempt/route'
import { GET as questions } from '@/app/api/articles/[id]/quizzes/route'
import type { AttemptLayout } from '@/lib/cme/grading'

import { loadSeedQuizzes } from '../../scripts/seed/quizzes'
import { loadQuizTranslations } from '../../scripts/seed/translations'
import { callRoute } from './helpers/http'
import { testPayload } from './helpers/payload'
import { openAttempt, shownAnswers, signedInDoctor } from './helpers/quiz'

type Question = { id: string; questionMd: string; choices: string[]; lang: string }

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

/** A signed-in premium member for the quiz routes. */
const member = () => signedInDoctor(payload, { label: 'quiz-locale' })

/** The seeded quiz of an article that has an English quiz translation, read in two locales. */
async function translatedQuiz() {
  const slug = loadQuizTranslations(loadSeedQuizzes()).find((q) => q.locale === 'en')!.articleSlug
  const article = (
    await payload.find({ collection: 'articles', where: { slug: { equals: slug } }, depth: 0 })
  ).docs[0]!
  const read = async (locale: 'de' | 'en') =>
    (
      await payload.find({
        collection: 'quizzes',
        where: { article: { equals: article.id } },
        locale,
        fallbackLocale: false,
        depth: 0,
        overrideAccess: true,
      })
    ).docs[0]!
  return { articleId: article.id, de: await read('de'), en: await read('en') }
}

const quizUrl = (id: number, locale?: string) =>
  `http://localhost/api/articles/${id}/quizzes${locale ? `?locale=${locale}` : ''}`

describe('localized quizzes', () => {
  it('keeps question rows, choice rows and correctIndex shared between languages', async () => {
    const { de, en } = await translatedQuiz()
    expect(en.questions.map((q) => q.id)).toEqual(de.questions.map((q) => q.id))
    expect(en.questions.map((q) => q.correctIndex)).toEqual(de.questions.map((q) => q.correctIndex))
    expect(en.questions.map((q) => q.choices.map((c) => c.id))).toEqual(
      de.questions.map((q) => q.choices.map((c) => c.id)),
    )
    expect(en.questions[0]!.questionMd).not.toBe(de.questions[0]!.questionMd)
    expect(en.questions.every((q) => q.explanation)).toBe(true)
  })

  it('shows one attempt in German and English with the same choice at the same place, and grades an answer the same', async () => {
    const { articleId, de, en } = await translatedQuiz()
    const { user, cookie } = await member()
    const params = { id: String(articleId) }
    const get = async (locale?: string) => {
      const res = await callRoute(questions, {
        method: 'GET',
        cookie,
        params,
        url: quizUrl(articleId, locale),
      })
      expect(res.status).toBe(200)
      return res.json as unknown as Question[]
    }
    const inGerman = await get()
    const inEnglish = await get('en-US')
    expect(inGerman.every((q) => q.lang === 'de')).toBe(true)
    expect(inEnglish.every((q) => q.lang === 'en')).toBe(true)
    expect(inEnglish.map((q) => q.id)).toEqual(inGerman.map((q) => q.id))
    // Shown choice k is the same original choice in both languages.
    const original = (quiz: typeof de, id: string, text: string) =>
      quiz.questions.find((q) => q.id === id)!.choices.findIndex((c) => c.text === text)
    inGerman.forEach((q, i) => {
      const english = inEnglish[i]!
      expect(english.questionMd).not.toBe(q.questionMd)
      q.choices.forEach((text, k) => {
        const index = original(de, q.id, text)
        expect(index).toBeGreaterThanOrEqual(0)
        expect(original(en, q.id, english.choices[k]!)).toBe(index)
      })
    })
    // The English reader picks the English text of each right answer; graded as right.
    const { layout } = await openAttempt(payload, user.id)
    const answers = inEnglish.map((q, i) => {
      const right = en.questions[layout.questions[i]!]!
      return q.choices.indexOf(right.choices[right.correctIndex]!.text)
    })
    const graded = await callRoute(submit, {
      cookie,
      params,
      body: { answers, timeSpent: 300 },
      url: `http://localhost/api/articles/${articleId}/quiz-attempt`,
    })
    expect(graded.status).toBe(200)
    expect(graded.json).toMatchObject({ passed: true, percentage: 100 })
    // The passed attempt's details come in the asked language.
    const details = await callRoute(lastAttempt, {
      method: 'GET',
      cookie,
      params,
      url: `http://localhost/api/articles/${articleId}/quiz-attempt?locale=en`,
    })
    const detail = (details.json.details as { lang: string; explanation: string }[])[0]!
    expect(detail.lang).toBe('en')
    expect(en.questions.map((q) => q.explanation)).toContain(detail.explanation)
  })

  it('grades the same answer indices the same in German and English', async () => {
    const { articleId, de } = await translatedQuiz()
    const params = { id: String(articleId) }
    let shared: AttemptLayout | undefined
    let answers: number[] = []
    const results: Record<string, unknown>[] = []
    for (const locale of ['de', 'en']) {
      const { user, cookie } = await member()
      await callRoute(questions, { method: 'GET', cookie, params, url: quizUrl(articleId, locale) })
      const attempt = await openAttempt(payload, user.id)
      if (!shared) {
        // Right answers to the first three questions, wrong ones to the rest: 60 %.
        shared = attempt.layout
        answers = shownAnswers(shared, de, { right: 3 })
      } else {
        // The second reader is shown the same draw, in English.
        await payload.update({
          collection: 'quiz-attempts',
          id: attempt.id,
          data: { layout: shared },
          overrideAccess: true,
        })
      }
      const res = await callRoute(submit, {
        cookie,
        params,
        body: { answers, timeSpent: 120 },
        url: `http://localhost/api/articles/${articleId}/quiz-attempt`,
      })
      expect(res.status).toBe(200)
      results.push(res.json)
    }
    expect(results[0]).toMatchObject({ passed: false, percentage: 60 })
    expect(results[1]).toEqual(results[0])
  })

  it('falls back to German, says so with lang, and never sends answers, in any locale', async () => {
    const { articleId, de } = await translatedQuiz()
    const { cookie } = await member()
    const params = { id: String(articleId) }
    for (const locale of ['de', 'en', 'ja', 'tr', 'ar']) {
      const res = await callRoute(questions, {
        method: 'GET',
        cookie,
        params,
        url: quizUrl(articleId, locale),
      })
      expect(res.status, locale).toBe(200)
      const text = JSON.stringify(res.json)
      expect(text, locale).not.toMatch(/correctIndex|explanation/)
      for (const q of de.questions) expect(text).not.toContain(q.explanation!)
      const shown = res.json as unknown as Question[]
      expect(
        shown.every((q) => Object.keys(q).sort().join() === 'choices,id,lang,questionMd'),
      ).toBe(true)
      // No Japanese, Turkish or Arabic quiz yet: German, marked as such.
      expect(shown[0]!.lang, locale).toBe(locale === 'en' ? 'en' : 'de')
    }
    const bad = await callRoute(questions, {
      method: 'GET',
      cookie,
      params,
      url: quizUrl(articleId, 'xx-XX'),
    })
    expect(bad.status).toBe(400)
    expect(bad.json.message).toBeTruthy()
  })
})
