import { z } from 'zod'

import { TRANSLATION_TARGETS } from './articleSchema'

const targets = TRANSLATION_TARGETS as [string, ...string[]]

/** The languages of a bulk translation: 1 to 44 target codes (German excluded), duplicates dropped. */
const bulkLocales = z
  .array(z.enum(targets, { error: 'Unbekannte oder nicht übersetzbare Sprache' }))
  .min(1, 'Bitte mindestens eine Sprache wählen')
  .max(targets.length * 2)
  .transform((locales) => [...new Set(locales)])

/** Body of `POST /api/admin/translations/bulk/estimate`: `{ locales }`. */
export const bulkEstimateBody = z.object({ locales: bulkLocales })

/**
 * Body of `POST /api/admin/translations/bulk`: `{ locales, includeReviewed? }`;
 * `includeReviewed` (default false) also re-translates reviewed or hand-written versions.
 */
export const bulkTranslateBody = z.object({
  locales: bulkLocales,
  includeReviewed: z.boolean().default(false),
})

/** Path parameters of `/api/admin/translations/bulk/{batchId}`: the batch's UUID. */
export const bulkBatchParams = z.object({ batchId: z.uuid() })
