/** What a job works on, as far as its studio title needs it. */
export type JobTitleFacts = {
  kind: 'translation' | 'audio'
  /** `uiStrings` for a run over the interface texts; articles otherwise. */
  subject?: 'article' | 'uiStrings' | null
  articleTitle?: string | null
  locale: string
}

/**
 * The studio's name of a job: "Übersetzung: <Artikeltitel> → en",
 * "Übersetzung: Oberflächentexte → en" or "Audio: <Artikeltitel> (de)". An article whose
 * title is unknown (deleted) reads "Artikel (gelöscht)".
 */
export function jobTitle({ kind, subject, articleTitle, locale }: JobTitleFacts): string {
  const title = articleTitle?.trim() || 'Artikel (gelöscht)'
  if (kind === 'audio') return `Audio: ${title} (${locale})`
  if (subject === 'uiStrings') return `Übersetzung: Oberflächentexte → ${locale}`
  return `Übersetzung: ${title} → ${locale}`
}
