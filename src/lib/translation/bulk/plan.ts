import type { Payload } from 'payload'

import { DEFAULT_LOCALE } from '@/i18n/locales'
import { quizTextsOf } from '@/lib/cme/quizTexts'
import { relationId } from '@/lib/db/relationId'
import { asServer } from '@/lib/payload/readAs'

import { LIST_FIELDS, TEXT_FIELDS, type ArticleSource } from '../articleFields'
import { translationSourceOf } from '../source'
import { translationStateOf, type LanguageVersion } from '../freshness'

/** Published articles read per query while planning. */
const PAGE_SIZE = 100

/** One article to translate in a bulk run: its id, German title and source size. */
export type BulkArticle = { id: number; title: string; characters: number }

/**
 * What a bulk translation does in one language: which published articles it translates
 * and how many characters that sends (what DeepL bills); which it skips because their
 * translation is current (made from the German as it is now), and which because their
 * language version was reviewed or written by hand (`reviewed`: translated only when the
 * operator asks for it separately, with `reviewedCharacters` more characters).
 */
export type BulkLanguagePlan = {
  locale: string
  articles: BulkArticle[]
  characters: number
  current: number
  reviewed: BulkArticle[]
  reviewedCharacters: number
}

type Localized<T> = Partial<Record<string, T | null>>
type VersionsRow = {
  id: number
  title?: Localized<string>
  translationOrigin?: Localized<string>
  translationSourceHash?: Localized<string>
}

const sourceSelect = Object.fromEntries(
  [...TEXT_FIELDS, ...LIST_FIELDS, 'body'].map((f) => [f, true]),
) as Record<string, true>

/**
 * Plans "Alle veröffentlichten Artikel übersetzen" for `locales`: reads every published
 * article's German (as a translation job reads it: src/lib/translation/source.ts) and its
 * quiz, and each language version's origin and source fingerprint, a page of articles at a
 * time. Per language an article is current (skipped), reviewed (skipped unless asked) or
 * to translate; see `translationStateOf`. Characters count the texts a job sends.
 */
export async function planBulkTranslation(
  payload: Payload,
  locales: readonly string[],
): Promise<BulkLanguagePlan[]> {
  const plans = new Map<string, BulkLanguagePlan>(
    locales.map((locale) => [
      locale,
      { locale, articles: [], characters: 0, current: 0, reviewed: [], reviewedCharacters: 0 },
    ]),
  )
  for (let page = 1; ; page++) {
    const found = await payload.find({
      collection: 'articles',
      where: { _status: { equals: 'published' } },
      locale: DEFAULT_LOCALE,
      fallbackLocale: false,
      depth: 0,
      limit: PAGE_SIZE,
      page,
      sort: 'id',
      ...asServer(
        'Bulk translation plan (staff route or job): published articles, read as the server.',
      ),
      select: sourceSelect,
    })
    const ids = found.docs.map((d) => d.id)
    if (ids.length) {
      const [versions, quizzes] = await Promise.all([
        payload.find({
          collection: 'articles',
          where: { id: { in: ids } },
          locale: 'all',
          depth: 0,
          pagination: false,
          ...asServer("Bulk plan: every language's fingerprint, read as the server."),
          select: { title: true, translationOrigin: true, translationSourceHash: true },
        }),
        payload.find({
          collection: 'quizzes',
          where: { article: { in: ids } },
          locale: DEFAULT_LOCALE,
          fallbackLocale: false,
          depth: 0,
          pagination: false,
          ...asServer(
            'Bulk plan: quizzes hold the answer key (staff only); the server counts their text.',
          ),
          select: { article: true, questions: true },
        }),
      ])
      const versionsOf = new Map(
        (versions.docs as unknown as VersionsRow[]).map((v) => [v.id, v] as const),
      )
      const quizOf = new Map<number, (typeof quizzes.docs)[number]>()
      for (const quiz of quizzes.docs) {
        const articleId = relationId(quiz.article as never)
        if (articleId && !quizOf.has(articleId)) quizOf.set(articleId, quiz)
      }
      for (const doc of found.docs) {
        const quiz = quizOf.get(doc.id)
        const source = translationSourceOf(
          doc as ArticleSource,
          quiz ? quizTextsOf(quiz as never) : null,
        )
        const entry: BulkArticle = {
          id: doc.id,
          title: (doc as { title?: string }).title ?? '',
          characters: source.characters,
        }
        const row = versionsOf.get(doc.id)
        for (const plan of plans.values()) {
          const version: LanguageVersion = {
            title: row?.title?.[plan.locale],
            origin: row?.translationOrigin?.[plan.locale],
            sourceHash: row?.translationSourceHash?.[plan.locale],
          }
          const state = translationStateOf(version, source.hash)
          if (state === 'current') plan.current += 1
          else if (state === 'protected') {
            plan.reviewed.push(entry)
            plan.reviewedCharacters += entry.characters
          } else {
            plan.articles.push(entry)
            plan.characters += entry.characters
          }
        }
      }
    }
    if (!found.hasNextPage) break
  }
  return [...plans.values()]
}
