/** The two readerships of the journal, in the order the site presents them. */
export const AUDIENCES = ['doctor', 'patient'] as const

/**
 * Who an article, category or page is written for: dentists (`doctor`, the journal's
 * default theme) or patients (`patient`, plain language under `/patient`).
 */
export type Audience = (typeof AUDIENCES)[number]
