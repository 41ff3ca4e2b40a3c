import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { loadSeedArticles, SEED_CONTENT_DIR } from '../../scripts/seed/content'
import { loadSeedQuizzes } from '../../scripts/seed/quizzes'
import { loadArticleTranslations, loadQuizTranslations } from '../../scripts/seed/translations'

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

beforeAll(() => {
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
