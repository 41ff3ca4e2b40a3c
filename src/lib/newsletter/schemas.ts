import { z } from 'zod'

import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales'
import { localeParam } from '@/lib/api/params'
import { apiAuthSchemas } from '@/lib/auth/schemas'

import { NEWSLETTER_AUDIENCES, NEWSLETTER_FORM_SOURCES, NEWSLETTER_STATUSES } from './constants'

/** A link token as it arrives from a URL (both kinds are far shorter than 512 characters). */
const token = z.string().trim().min(16).max(512)

/**
 * `POST /api/newsletter/subscribe` body: `email` (required, trimmed, lower-cased, with the
 * German messages of the account forms), `locale` (short code or full tag; default de), `source`
 * (sidebar | stay-updated | footer, optional) and `audience` (doctor | patient, default
 * doctor): the list the form signs up for, `patient` on patients' pages; `measuring`
 * (default false): the form's separate, unticked box allowing opens and clicks to be
 * counted, which takes effect only with the confirmation.
 */
export const subscribeBody = z.object({
  email: apiAuthSchemas.emailOnly.shape.email,
  locale: localeParam.optional().transform((l): Locale => l ?? DEFAULT_LOCALE),
  source: z.enum(NEWSLETTER_FORM_SOURCES).optional(),
  audience: z.enum(NEWSLETTER_AUDIENCES).optional().default('doctor'),
  measuring: z.boolean().optional().default(false),
})

/** `POST /api/newsletter/confirm` body: the token of the confirmation link. */
export const confirmBody = z.object({ token })

/** The `?token=` of the one-click unsubscribe URL. */
export const unsubscribeQuery = z.object({ token })

/** `GET /api/admin/newsletter-subscribers/export` query: an optional status filter. */
export const exportQuery = z.object({ status: z.enum(NEWSLETTER_STATUSES).optional() })
