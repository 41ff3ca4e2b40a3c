import { categoryPath } from '@/lib/routes'
import type { Audience } from '@/lib/audience'

/**
 * The journal's categories. Doctor categories: the four the header shows when the
 * database has none. Patient categories: prevention 'Vorsorge', nutrition 'Ernährung', aligner
 * 'Zahnspangen', treatments 'Behandlungen' (label workflow), microbiome 'Mundgesundheit'.
 */
export type CategoryDefinition = {
  slug: string
  slugEn: string
  label: string
  audience: Audience
  displayName: { de: string; en: string }
}

export const DOCTOR_CATEGORIES: readonly CategoryDefinition[] = [
  {
    slug: 'deep-research',
    slugEn: 'deep-research',
    label: 'deep-research',
    audience: 'doctor',
    displayName: { de: 'Deep Research', en: 'Deep Research' },
  },
  {
    slug: 'studien-aktuell',
    slugEn: 'studies',
    label: 'studies',
    audience: 'doctor',
    displayName: { de: 'Studien aktuell', en: 'Current Studies' },
  },
  {
    slug: 'grundlagen',
    slugEn: 'fundamentals',
    label: 'fundamentals',
    audience: 'doctor',
    displayName: { de: 'Grundlagen', en: 'Fundamentals' },
  },
  {
    slug: 'playbooks-workflows',
    slugEn: 'playbooks',
    label: 'playbooks',
    audience: 'doctor',
    displayName: { de: 'Playbooks / Workflows', en: 'Playbooks / Workflows' },
  },
]

export const PATIENT_CATEGORIES: readonly CategoryDefinition[] = [
  {
    slug: 'vorsorge',
    slugEn: 'prevention',
    label: 'prevention',
    audience: 'patient',
    displayName: { de: 'Vorsorge', en: 'Prevention' },
  },
  {
    slug: 'ernaehrung',
    slugEn: 'nutrition',
    label: 'nutrition',
    audience: 'patient',
    displayName: { de: 'Ernährung', en: 'Nutrition' },
  },
  {
    slug: 'zahnspangen',
    slugEn: 'aligner',
    label: 'aligner',
    audience: 'patient',
    displayName: { de: 'Zahnspangen', en: 'Braces & Aligners' },
  },
  {
    slug: 'behandlungen',
    slugEn: 'treatments',
    label: 'workflow',
    audience: 'patient',
    displayName: { de: 'Behandlungen', en: 'Treatments' },
  },
  {
    slug: 'mundgesundheit',
    slugEn: 'microbiome',
    label: 'microbiome',
    audience: 'patient',
    displayName: { de: 'Mundgesundheit', en: 'Oral Health' },
  },
]

/** A default category's name in a locale: German for de, English for every other language. */
export function defaultCategoryName(def: CategoryDefinition, locale: string): string {
  return def.displayName[locale === 'de' ? 'de' : 'en']
}

/** Links to the four doctor categories: the footer, and the header when none are stored. */
export function doctorCategoryLinks(locale: string): { href: string; label: string }[] {
  return DOCTOR_CATEGORIES.map((c) => ({
    href: categoryPath('doctor', c.slugEn),
    label: defaultCategoryName(c, locale),
  }))
}

/** The categories the patient header links: prevention, nutrition, aligner, treatments. */
export const PATIENT_HEADER_SLUGS = ['prevention', 'nutrition', 'aligner', 'treatments'] as const
