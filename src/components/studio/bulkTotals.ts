import type { BulkEstimate } from '@/lib/translation/bulk/estimate'

/** The sums under a bulk-translation estimate. */
export type BulkTotals = {
  /** Translations the run would queue (reviewed versions only when ticked). */
  jobs: number
  /** Of those, the ones a provider can do: the rest fail for want of a DeepL or AI key. */
  runnable: number
  /** Characters sent for translation (what DeepL bills). */
  characters: number
  /** Reviewed or hand-written versions skipped unless ticked. */
  reviewed: number
  /**
   * DeepL's price for the DeepL languages, in euro cents; null when no language of the run
   * goes to DeepL (the LLM's price depends on the model, and without a provider nothing
   * is billed), so the screen never shows a made-up "ca. 0,00 €".
   */
  cents: number | null
}

/** Sums the estimate's languages, with or without the reviewed versions. */
export function bulkTotals(estimate: BulkEstimate, includeReviewed: boolean): BulkTotals {
  const rows = estimate.languages
  const sum = (pick: (l: (typeof rows)[number]) => number) => rows.reduce((n, l) => n + pick(l), 0)
  const jobsOf = (l: (typeof rows)[number]) =>
    l.articles + (includeReviewed ? l.skippedReviewed : 0)
  const priced = rows.filter((l) => l.provider === 'deepl' && jobsOf(l) > 0)
  return {
    jobs: sum(jobsOf),
    runnable: sum((l) => (l.provider ? jobsOf(l) : 0)),
    characters: sum((l) => l.characters + (includeReviewed ? l.reviewedCharacters : 0)),
    reviewed: sum((l) => l.skippedReviewed),
    cents: priced.length
      ? priced.reduce(
          (n, l) => n + (l.costCents ?? 0) + (includeReviewed ? (l.reviewedCostCents ?? 0) : 0),
          0,
        )
      : null,
  }
}
