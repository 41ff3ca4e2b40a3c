import { DEFAULT_LOCALE } from '@/i18n/locales'

/** Where a language version of an article comes from (`translationOrigin` per locale). */
export type TranslationOrigin = 'original' | 'machine' | 'reviewed'

/** The machine translator that made a language version (`translationProvider` per locale). */
export type TranslationProviderName = 'deepl' | 'llm'

/**
 * What readers are told about a translated article version (docs/i18n.md, "Translation
 * provenance"):
 * - `machine`: machine-translated (`provider`, and for the LLM its `model`), not reviewed;
 * - `reviewedMachine`: machine-translated and reviewed by `reviewerName` on `reviewedAt`;
 * - `human`: translated by people (no machine translator recorded); `reviewedAt` (and
 *   `reviewerName`) are set once an editor marked it reviewed, null before.
 * `reviewedAt` is an ISO 8601 timestamp; `reviewerName` may be null when the review was
 * recorded without a signed-in person (a server job).
 */
export type TranslationProvenance = {
  kind: 'machine' | 'reviewedMachine' | 'human'
  provider: TranslationProviderName | null
  model: string | null
  reviewerName: string | null
  reviewedAt: string | null
}

/** The stored fields of one language version that provenance is read from. */
export type ProvenanceFields = {
  translationOrigin?: TranslationOrigin | null
  translationProvider?: TranslationProviderName | null
  translationModel?: string | null
  translationReviewerName?: string | null
  translationReviewedAt?: string | null
}

/**
 * The provenance of the version a reader sees in `textLocale` (the language of the text
 * actually shown, see `ArticleSummary.textLocale`): null for the German original and for
 * the German fallback of an untranslated article, which are no translations.
 */
export function provenanceOf(
  doc: ProvenanceFields,
  textLocale: string,
): TranslationProvenance | null {
  if (textLocale === DEFAULT_LOCALE) return null
  const origin = doc.translationOrigin ?? 'original'
  const provider = doc.translationProvider ?? null
  const reviewed = origin === 'reviewed'
  const kind =
    origin === 'machine'
      ? 'machine'
      : reviewed && provider
        ? 'reviewedMachine'
        : // 'original' in another language than German: written by people.
          'human'
  return {
    kind,
    provider: kind === 'human' ? null : provider,
    model: kind !== 'human' && provider === 'llm' ? (doc.translationModel ?? null) : null,
    reviewerName: reviewed ? (doc.translationReviewerName ?? null) : null,
    reviewedAt: reviewed ? (doc.translationReviewedAt ?? null) : null,
  }
}
