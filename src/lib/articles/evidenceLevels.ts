/**
 * Evidence levels after the Oxford Centre for Evidence-Based Medicine 2011 table
 * ("OCEBM Levels of Evidence Working Group, The Oxford 2011 Levels of Evidence"),
 * summarised for treatment benefit questions. Level 1 is the strongest.
 */
export const EVIDENCE_LEVELS = [
  {
    value: '1',
    de: 'Level 1: Systematische Übersicht randomisierter Studien',
    en: 'Level 1: Systematic review of randomised trials',
  },
  {
    value: '2',
    de: 'Level 2: Randomisierte Studie oder Beobachtungsstudie mit dramatischem Effekt',
    en: 'Level 2: Randomised trial or observational study with dramatic effect',
  },
  {
    value: '3',
    de: 'Level 3: Nicht randomisierte kontrollierte Kohorten- oder Verlaufsstudie',
    en: 'Level 3: Non-randomised controlled cohort/follow-up study',
  },
  {
    value: '4',
    de: 'Level 4: Fallserien, Fall-Kontroll-Studien oder Studien mit historischen Kontrollen',
    en: 'Level 4: Case series, case-control or historically controlled studies',
  },
  {
    value: '5',
    de: 'Level 5: Mechanistische Begründung, Expertenmeinung',
    en: 'Level 5: Mechanism-based reasoning, expert opinion',
  },
] as const

export type EvidenceLevel = (typeof EVIDENCE_LEVELS)[number]['value']

/**
 * Whether `value` is one of the five levels. Readers see a level's label from the UI
 * catalogue (`Taxonomy.evidence.<level>` in `messages/<code>.json`, every language); the
 * German and English labels above are the studio's select options.
 */
export function isEvidenceLevel(value: string | null | undefined): value is EvidenceLevel {
  return EVIDENCE_LEVELS.some((l) => l.value === value)
}
