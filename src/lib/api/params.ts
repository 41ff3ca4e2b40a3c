import { z } from 'zod'

import { DEFAULT_LOCALE, parseLocaleParam, type Locale } from '@/i18n/locales'

/** A locale as the product API takes it (a full tag like `de-DE`, or a short code like `de`). */
export const localeParam = z
  .string()
  .max(35)
  .transform((value, ctx) => {
    const locale = parseLocaleParam(value)
    if (!locale) {
      ctx.addIssue({ code: 'custom', message: `Unsupported locale: ${value}` })
      return z.NEVER
    }
    return locale
  })

/** Query of endpoints that only take the reader's language: `locale` (default de-DE). */
export const localeQuery = z.object({
  locale: localeParam.optional().transform((l): Locale => l ?? DEFAULT_LOCALE),
})

/** Query of the article list endpoints: `locale` (default de-DE) and optional `audience`. */
export const articleListQuery = z.object({
  locale: localeParam.optional().transform((l): Locale => l ?? DEFAULT_LOCALE),
  audience: z.enum(['doctor', 'patient']).optional(),
})

/**
 * A positive integer id in a path segment, in canonical decimal form only ('7', not '07',
 * '7.0' or '0x7'), so one article has one URL and one cache entry.
 */
export const idParam = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .refine((n) => n <= 2 ** 31 - 1)

/** The query string of a request as a plain object (first value of each key). */
export function queryOf(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url).searchParams.entries())
}
