/** What the article says about its language versions: origin per language and last save. */
export type LanguageVersions = {
  /** `translationOrigin` per language code as stored (no fallback to German): `original`, `machine`, `reviewed`. */
  origins: Record<string, string | null | undefined>
  /** When the article was last saved (ISO 8601). */
  updatedAt: string
}

type Job = { locale: string; status: string; createdAt: string }

/**
 * The translation jobs the article editor's sidebar shows: the newest job per language
 * (`jobs` come newest first), except a failed one that is out of date. A failure is out of
 * date once a newer job for its language exists (the newest is shown instead, so a later
 * successful translation clears it) or once the language version is marked "Geprüft"
 * (`reviewed`: an editor checked or wrote that text) in a save after the failed job was
 * queued. A job queued after that save, and failing, is shown again.
 */
export function currentTranslationJobs<T extends Job>(
  jobs: readonly T[],
  article?: LanguageVersions | null,
): T[] {
  const newest = new Map<string, T>()
  for (const job of jobs) if (!newest.has(job.locale)) newest.set(job.locale, job)
  return [...newest.values()].filter(
    (job) =>
      job.status !== 'error' ||
      !article ||
      article.origins[job.locale] !== 'reviewed' ||
      Date.parse(article.updatedAt) <= Date.parse(job.createdAt),
  )
}
