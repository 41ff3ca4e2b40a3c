import type { ApiErrorCode } from '@/lib/api/errorCodes'
import { z } from 'zod'

import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales'
import { localeParam } from '@/lib/api/params'
import { apiAuthSchemas } from '@/lib/auth/schemas'

import { NEWSLETTER_AUDIENCES } from '../constants'
import { NEWSLETTER_KINDS } from './constants'

/** Most articles one issue may carry. */
export const MAX_ISSUE_ARTICLES = 30

const locale = localeParam.optional().transform((l): Locale => l ?? DEFAULT_LOCALE)
const articleIds = z
  .array(z.number().int().positive())
  .max(MAX_ISSUE_ARTICLES, `Höchstens ${MAX_ISSUE_ARTICLES} Artikel je Ausgabe.`)

/**
 * What the send does for subscribers of a language the issue has no subject in: `skip`
 * (the default: they get nothing) or `german` (the German subject in their language's
 * frame); see `issueLanguages`.
 */
const missingLanguages = z.enum(['skip', 'german'])

/**
 * `POST /api/admin/newsletters` body: `subject` (1–200 characters) and `preheader` in
 * `locale` (default de: the original; other languages fall back to it), `audience`
 * (doctor | patient, default doctor), `articles` (ids of published articles, in order),
 * `kind` (issue | digest, default issue), `missingLanguages` (skip | german, default skip).
 */
export const newsletterCreateBody = z.object({
  locale,
  subject: z.string().trim().min(1, 'Bitte einen Betreff angeben.').max(200),
  preheader: z.string().trim().max(200).optional(),
  audience: z.enum(NEWSLETTER_AUDIENCES).default('doctor'),
  articles: articleIds.default([]),
  kind: z.enum(NEWSLETTER_KINDS).default('issue'),
  missingLanguages: missingLanguages.default('skip'),
})

/** `PATCH /api/admin/newsletters/{id}` body: the fields of the create body that change (drafts only). */
export const newsletterPatchBody = z.object({
  locale,
  subject: z.string().trim().min(1, 'Bitte einen Betreff angeben.').max(200).optional(),
  preheader: z.string().trim().max(200).optional(),
  audience: z.enum(NEWSLETTER_AUDIENCES).optional(),
  articles: articleIds.optional(),
  missingLanguages: missingLanguages.optional(),
})

/** `POST /api/admin/newsletters/{id}/send` body: `at`, an ISO 8601 time to schedule the send for (absent: now). */
export const newsletterSendBody = z.object({
  at: z.iso
    .datetime({ offset: true, message: 'Bitte eine Zeit im ISO-8601-Format angeben.' })
    .optional(),
})

/** `POST /api/admin/newsletters/{id}/test` body: a staff `email` and the `locale` of the mail (default de). */
export const newsletterTestBody = z.object({
  email: apiAuthSchemas.emailOnly.shape.email,
  locale,
})

/** `GET /api/admin/newsletters/{id}/preview` query: `locale` (default de). */
export const newsletterPreviewQuery = z.object({ locale })

/** `GET /api/admin/newsletters` query: optional `status` filter and `limit` (1–100, default 50). */
export const newsletterListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
})

/** Error codes of the newsletter admin API by case (texts: `API_ERRORS` in src/lib/api/errorCodes.ts). */
export const NEWSLETTER_ADMIN_ERRORS = {
  notFound: 'newsletter_not_found',
  notDraft: 'newsletter_already_sent',
  notRetryable: 'newsletter_not_retryable',
  unpublishedArticles: 'newsletter_articles_unpublished',
  notStaffAddress: 'newsletter_test_address',
  noArticles: 'newsletter_empty',
} as const satisfies Record<string, ApiErrorCode>
