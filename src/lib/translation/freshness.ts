import type { Payload } from 'payload'

import { DEFAULT_LOCALE, LOCALES } from '@/i18n/locales'
import { asServer } from '@/lib/payload/readAs'

import { readArticleTranslationSource } from './source'

/** One language version of an article as stored: title, origin and source fingerprint. */
export type LanguageVersion = {
  title?: string | null
  origin?: string | null
  sourceHash?: string | null
}

/**
 * Where a language version stands against the German it would be translated from
 * (`sourceHash`, src/lib/translation/source.ts):
 * - `current`: made from exactly this German (its recorded fingerprint matches);
 * - `protected`: not current, but reviewed or written by hand (origin other than
 *   `machine`): a bulk run translates it only when asked separately;
 * - `outdated`: a machine translation of an earlier German text;
 * - `missing`: no version in that language, or a machine translation of unknown origin
 *   (made before fingerprints were recorded).
 */
export type TranslationState = 'current' | 'protected' | 'outdated' | 'missing'

/** The state of one language version; see {@link TranslationState}. */
export function translationStateOf(version: LanguageVersion, sourceHash: string): TranslationState {
  if (version.sourceHash && version.sourceHash === sourceHash) return 'current'
  if (version.title?.trim() && version.origin !== 'machine') return 'protected'
  if (version.sourceHash) return 'outdated'
  return 'missing'
}

/** A language version of an article as the studio's sidebar lists it. */
export type ArticleLanguageState = {
  locale: string
  origin: 'machine' | 'reviewed' | 'original' | null
  /** Made from the German as it is now. */
  current: boolean
  /** Made from an earlier German text (its fingerprint differs), reviewed or not. */
  outdated: boolean
}

/**
 * Every language version an article has (a title in that language), with whether it
 * was made from the German the article would be translated from now (published German
 * for a published article, else the draft): `outdated` when the recorded fingerprint
 * differs. Versions without a fingerprint (hand-written, or older than fingerprints) are
 * neither current nor outdated. Throws Payload's NotFound for an unknown article.
 */
export async function articleLanguageStates(
  payload: Payload,
  articleId: number,
): Promise<ArticleLanguageState[]> {
  const source = await readArticleTranslationSource(payload, articleId)
  const doc = (await payload.findByID({
    collection: 'articles',
    id: articleId,
    locale: 'all',
    depth: 0,
    ...asServer(
      'Studio and jobs: every language of the article, drafts included, read as the server.',
    ),
    draft: !source.published,
    select: { title: true, translationOrigin: true, translationSourceHash: true },
  })) as unknown as Record<
    'title' | 'translationOrigin' | 'translationSourceHash',
    Partial<Record<string, string | null>> | undefined
  >
  return LOCALES.filter((l) => l !== DEFAULT_LOCALE && doc.title?.[l]?.trim()).map((locale) => {
    const hash = doc.translationSourceHash?.[locale] ?? null
    return {
      locale,
      origin: (doc.translationOrigin?.[locale] ?? null) as ArticleLanguageState['origin'],
      current: hash === source.hash,
      outdated: Boolean(hash && hash !== source.hash),
    }
  })
}
