import type { NumberField, RelationshipField } from 'payload'

/**
 * The fields a quiz attempt and the CME credit it earns have in common (besides the
 * `userField`), with their studio labels, so both lists name the same thing the same way.
 */

/** The quiz answered (required); `index` when the collection is searched by quiz. */
export function quizField({ index = false }: { index?: boolean } = {}): RelationshipField {
  return {
    name: 'quiz',
    label: { de: 'Quiz', en: 'Quiz' },
    type: 'relationship',
    relationTo: 'quizzes',
    required: true,
    ...(index ? { index: true } : {}),
  }
}

/** The share of right answers, 0 to 100 (per cent). */
export function percentageField({ required = false }: { required?: boolean } = {}): NumberField {
  return {
    name: 'percentage',
    label: { de: 'Ergebnis (%)', en: 'Percentage' },
    type: 'number',
    ...(required ? { required: true } : {}),
  }
}

/** How long the reader took, in seconds. */
export function timeSpentField(): NumberField {
  return {
    name: 'timeSpent',
    label: { de: 'Bearbeitungszeit', en: 'Time spent' },
    type: 'number',
    admin: { description: 'Sekunden' },
  }
}
