import type { NumberField, RelationshipField } from 'payload'

/**
 * The fields a quiz attempt and the CME credit it earns have in common (besides the
 * `userField`), with their studio labels, so both lists name the same thing the same way.
 */

/**
 * The quiz answered; `index` when the collection is searched by quiz. Always set when the
 * record is made, but optional in the database: when an editor deletes the quiz (or its
 * article), the doctors' submitted attempts and credits stay and only this link is cleared
 * (collections/hooks/quizRecords.ts).
 */
export function quizField({ index = false }: { index?: boolean } = {}): RelationshipField {
  return {
    name: 'quiz',
    label: { de: 'Quiz', en: 'Quiz' },
    type: 'relationship',
    relationTo: 'quizzes',
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
