import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as signIn } from '@/app/api/auth/sign-in/route'
import { GET as lastAttempt, POST as submit } from '@/app/api/articles/[id]/quiz-attempt/route'
import { GET as questions } from '@/app/api/articles/[id]/quizzes/route'
import type { AttemptLayout } from '@/lib/cme/grading'

import { loadSeedArticles, SEED_CONTENT_DIR } from '../../scripts/seed/content'
import { loadSeedQuizzes } from '../../scripts/seed/quizzes'
import { loadArticleTranslations, loadQuizTranslations } from '../../scripts/seed/translations'
import { callRoute, cookiePair, freshEmail } from './http'
import { testPayload } from './payload'

const DAY = 24 * 3600 * 1000
type Question = { id: string; questionMd: string; choices: string[]; lang: string }

let payload: Payload
let fixtureRoot: string

/** A content folder for the loader: the real German originals plus what a test writes. */
function fixture(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(fixtureRoot, 'content-'))
  cpSync(path.join(SEED_CONTENT_DIR, 'articles'), path.join(root, 'articles'), {
    filter: (src) => !/articles\/[a-z]{2}(\/|$)/.test(path.relative(SEED_CONTENT_DIR, src)),
    recursive: true,
  })
  mkdirSync(path.join(root, 'quizzes'))
  for (const q of loadSeedQuizzes())
    writeFileSync(path.join(root, 'quizzes', `${q.articleSlug}.json`), JSON.stringify(q))
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true })
    writeFileSync(path.join(root, name), text)
  }
  return root
}

const GERMAN_QUIZ = loadSeedQuizzes().find((q) => q.articleSlug === 'kariesrisiko-einschaetzen')!
/** A quiz translation of the German quiz's shape, with a tweak. */
const quizJson = (
  tweak: (qs: { questionMd: string; choices: string[]; explanation: string }[]) => void = () => {},
) => {
  const qs = GERMAN_QUIZ.questions.map((q, i) => ({
    questionMd: `Question ${i + 1}?`,
    choices: q.choices.map((_, j) => `Choice ${j + 1}`),
    explanation: `Because of ${i + 1}.`,
  }))
  tweak(qs)
  return JSON.stringify({ questions: qs })
}
const ARTICLE_MD = [
  '---',
  'title: "Assessing caries risk"',
  'abstract: "How to assess caries risk in practice, in plain steps."',
  'keywords: ["Caries", "Risk"]',
  'reviewed: true',
  '---',
  '',
  'Translated body.',
].join('\n')

const load = (root: string) => {
  const articles = loadSeedArticles(root)
  return {
    articles: loadArticleTranslations(articles, root),
    quizzes: loadQuizTranslations(loadSeedQuizzes(root), root),
  }
}

beforeAll(async () => {
  payload = await testPayload()
  fixtureRoot = mkdtempSync(path.join(tmpdir(), 'dj-translations-'))
})

afterAll(() => rmSync(fixtureRoot, { recursive: true, force: true }))

describe('seed loader of translated demo content', () => {
  it('reads a good article and quiz translation, tied to the German original', () => {
    const { articles, quizzes } = load(
      fixture({
        'articles/en/f1-kariesrisiko-einschaetzen.md': ARTICLE_MD,
        'quizzes/en/kariesrisiko-einschaetzen.json': quizJson(),
      }),
    )
    expect(articles).toEqual([
      {
        locale: 'en',
        slug: 'kariesrisiko-einschaetzen',
        title: 'Assessing caries risk',
        abstract: 'How to assess caries risk in practice, in plain steps.',
        keywords: ['Caries', 'Risk'],
        reviewed: true,
        body: 'Translated body.',
      },
    ])
    expect(quizzes).toHaveLength(1)
    expect(quizzes[0]).toMatchObject({ locale: 'en', articleSlug: 'kariesrisiko-einschaetzen' })
    expect(quizzes[0]!.questions[0]!.choices[0]).toBe('Choice 1')
  })

  it.each([
    [
      'a translation without German original',
      { 'articles/en/x9-gibt-es-nicht.md': ARTICLE_MD },
      /articles\/en\/x9-gibt-es-nicht\.md: no German original/,
    ],
    [
      'a folder that is no language of the journal',
      { 'articles/xx/f1-kariesrisiko-einschaetzen.md': ARTICLE_MD },
      /articles\/xx\/: not a translation language/,
    ],
    [
      'front matter with fields that belong to the German file',
      {
        'articles/en/f1-kariesrisiko-einschaetzen.md': ARTICLE_MD.replace(
          'reviewed: true',
          'reviewed: true\ncategory: studies',
        ),
      },
      /articles\/en\/f1-kariesrisiko-einschaetzen\.md: .*category/s,
    ],
    [
      'an article without title',
      {
        'articles/en/f1-kariesrisiko-einschaetzen.md': ARTICLE_MD.replace(
          'title: "Assessing caries risk"\n',
          '',
        ),
      },
      /f1-kariesrisiko-einschaetzen\.md: .*title/s,
    ],
    [
      'a quiz without German quiz',
      { 'quizzes/en/gibt-es-nicht.json': quizJson() },
      /quizzes\/en\/gibt-es-nicht\.json: no German quiz/,
    ],
    [
      'a quiz with a question fewer',
      { 'quizzes/en/kariesrisiko-einschaetzen.json': quizJson((qs) => qs.pop()) },
      /quizzes\/en\/kariesrisiko-einschaetzen\.json: 4 questions, the German quiz has 5/,
    ],
    [
      'a quiz with a choice fewer',
      {
        'quizzes/en/kariesrisiko-einschaetzen.json': quizJson((qs) => qs[2]!.choices.pop()),
      },
      /question 3 has \d choices, the German one \d/,
    ],
    [
      'a quiz carrying its own correctIndex',
      {
        'quizzes/en/kariesrisiko-einschaetzen.json': quizJson((qs) =>
          Object.assign(qs[0]!, { correctIndex: 1 }),
        ),
      },
      /kariesrisiko-einschaetzen\.json: questions\.0: .*correctIndex/s,
    ],
    [
      'a quiz that is not JSON',
      { 'quizzes/en/kariesrisiko-einschaetzen.json': '{ "questions": [' },
      /kariesrisiko-einschaetzen\.json: not valid JSON/,
    ],
  ])('refuses %s with a message naming the file', (_, files, message) => {
    expect(() => load(fixture(files))).toThrow(message)
  })

  it('accepts the committed translations', () => {
    const { articles, quizzes } = load(SEED_CONTENT_DIR)
    expect(articles.length).toBeGreaterThan(0)
    expect(quizzes.length).toBeGreaterThan(0)
  })
})

describe('seeded translations', () => {
  it('stores each translated article as a reviewed, published language version', async () => {
    const translations = loadArticleTranslations(loadSeedArticles())
    const english = translations.find((t) => t.locale === 'en')!
    const { docs } = await payload.find({
      collection: 'articles',
      where: { slug: { equals: english.slug } },
      locale: 'en',
      fallbackLocale: false,
      depth: 0,
      overrideAccess: true,
    })
    const doc = docs[0]!
    expect(doc).toMatchObject({
      title: english.title,
      abstract: english.abstract,
      keywords: english.keywords,
      translationOrigin: 'reviewed',
      metaTitle: english.title,
      _status: 'published',
    })
    const german = await payload.findByID({
      collection: 'articles',
      id: doc.id,
      locale: 'de',
      depth: 0,
      overrideAccess: true,
    })
    expect(german.title).not.toBe(english.title)
    expect(german.translationOrigin).toBe('original')
    // Every committed translation is in the database.
    for (const t of translations) {
      const found = await payload.find({
        collection: 'articles',
        where: { slug: { equals: t.slug } },
        locale: t.locale as 'en',
        fallbackLocale: false,
        depth: 0,
        overrideAccess: true,
        select: { title: true },
      })
      expect(found.docs[0]?.title, `${t.locale}/${t.slug}`).toBe(t.title)
    }
  })
})

async function member() {
  const email = freshEmail('quiz-locale')
  const user = await payload.create({
    collection: 'users',
    disableVerificationEmail: true,
    data: { email, password: 'quiz-passwort-1', roles: ['doctor'], _verified: true },
  })
  await payload.create({
    collection: 'memberships',
    data: {
      user: user.id,
      source: 'manual',
      status: 'active',
      currentPeriodEnd: new Date(Date.now() + DAY).toISOString(),
    },
  })
  const res = await callRoute(signIn, { body: { email, password: 'quiz-passwort-1' } })
  return { user, cookie: cookiePair(res.setCookie) }
}

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
    const layout = (
      await payload.find({
        collection: 'quiz-attempts',
        where: { and: [{ user: { equals: user.id } }, { status: { equals: 'open' } }] },
        depth: 0,
        overrideAccess: true,
      })
    ).docs[0]!.layout as AttemptLayout
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
    const openLayout = async (userId: number) =>
      (
        await payload.find({
          collection: 'quiz-attempts',
          where: { and: [{ user: { equals: userId } }, { status: { equals: 'open' } }] },
          depth: 0,
          overrideAccess: true,
        })
      ).docs[0]!
    let shared: AttemptLayout | undefined
    let answers: number[] = []
    const results: Record<string, unknown>[] = []
    for (const locale of ['de', 'en']) {
      const { user, cookie } = await member()
      await callRoute(questions, { method: 'GET', cookie, params, url: quizUrl(articleId, locale) })
      const attempt = await openLayout(user.id)
      if (!shared) {
        // Right answers to the first three questions, wrong ones to the rest: 60 %.
        shared = attempt.layout as AttemptLayout
        answers = shared.questions.map((q, i) => {
          const right = shared!.choiceOrder[i]!.indexOf(de.questions[q]!.correctIndex)
          return i < 3 ? right : (right + 1) % shared!.choiceOrder[i]!.length
        })
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
