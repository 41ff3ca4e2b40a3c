import { z } from 'zod'

import { IMPORT_SOURCES } from './model'

/** A category choice: an existing category's slug, `new` or `ignore`. */
const choice = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,99}$/, 'Kategorie-Kürzel, „new“ oder „ignore“ erwartet.')

/**
 * The text fields of `POST /api/admin/imports`: `source` (`ghost` | `wordpress`), `dryRun`
 * (`true` | `false`, default `true`: a dry run unless asked otherwise) and an optional
 * `categoryMap`, JSON `{ sourceSlug: categorySlug | "new" | "ignore" }` (at most 5000 terms),
 * and an optional `patientTag`, the source term whose posts are for patients.
 * Messages are German: the studio shows them.
 */
export const importFields = z.object({
  source: z.enum(IMPORT_SOURCES, { error: 'Quelle „ghost“ oder „wordpress“ angeben.' }),
  dryRun: z
    .enum(['true', 'false'], { error: 'dryRun ist „true“ oder „false“.' })
    .default('true')
    .transform((v) => v === 'true'),
  /** The source term (tag or category slug) whose posts are for patients. */
  patientTag: z
    .string()
    .regex(/^[\w-]{1,200}$/, 'Ein Schlagwort-Kürzel der Quelle erwarten.')
    .optional(),
  categoryMap: z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (!text) return undefined
      try {
        return JSON.parse(text) as unknown
      } catch {
        ctx.addIssue({ code: 'custom', message: 'categoryMap ist kein gültiges JSON.' })
        return z.NEVER
      }
    })
    .pipe(
      z
        .record(z.string().max(200), choice)
        .refine((map) => Object.keys(map).length <= 5000, 'Höchstens 5000 Zuordnungen.')
        .optional(),
    ),
})

/** The parsed fields of an import upload. */
export type ImportFields = z.output<typeof importFields>
