/**
 * Contract of the studio's newsletter endpoints: an issue with its live counts
 * (`GET /api/admin/newsletters/{id}`), its mail as HTML (`GET …/preview?locale=`), a test
 * send (`POST …/test`), the send or schedule (`POST …/send`), the retry of failed
 * deliveries (`POST …/retry`), and the subscribers as CSV
 * (`GET /api/admin/newsletter-subscribers/export`, admins only). Staff only: every
 * endpoint answers 401/403 `{ code, message }` to anyone else and 404 for an unknown issue.
 */
import type { z } from 'zod'

import type { AdminNewsletter } from '@/lib/newsletter/issues/actions'
import type { newsletterSendBody, newsletterTestBody } from '@/lib/newsletter/issues/schemas'
import type { exportQuery } from '@/lib/newsletter/schemas'
import { PAYLOAD_API_ROUTE } from '@/lib/payload/routes'

import { fetchJson, postJson, type JsonCallResult } from './fetchJson'

/** Body of a test send: a staff `email` and the mail's `locale` (default de). */
export type NewsletterTestRequest = z.input<typeof newsletterTestBody>
/** Body of a send: `at`, an ISO 8601 time to schedule it for (absent: now). */
export type NewsletterSendRequest = z.input<typeof newsletterSendBody>
/** The subscribers an export lists: those with this status, or all (undefined). */
export type SubscriberExportStatus = z.input<typeof exportQuery>['status']

/**
 * `GET …/{id}` 200, `POST …/send` 202 and `POST …/retry` 202: the issue with `status`,
 * `recipients`, `sent`, `failed`, `pending`, `unsubscribedSince` and its `languages`
 * (409 `{ code, message }` for a send or retry the status does not allow); `GET` also
 * `audienceSize`, the confirmed subscribers a send now would reach.
 */
export type AdminNewsletterAnswer = AdminNewsletter & { audienceSize?: number }
/** `POST …/test` 200: the German confirmation (403 `{ code, message }` for an address that is not staff). */
export type NewsletterTestAnswer = { message: string }

/** What a new issue made from one published article takes from it. */
export type IssueFromArticle = {
  id: number | string
  title: string
  abstract?: string | null
  audience: 'doctor' | 'patient'
}
/** Payload's answer to a created issue: the issue (only its id is used). */
export type IssueCreatedAnswer = { doc: { id: number | string } }

/** Path of issue `id` in the admin API. */
const issuePath = (id: number | string) => `/api/admin/newsletters/${id}`

/** Path and SWR key of issue `id`. */
export const adminNewsletterKey = issuePath

/** Loads an issue by its key; throws `ApiError`. */
export const fetchAdminNewsletter: (url: string) => Promise<AdminNewsletterAnswer> = fetchJson

/**
 * The HTML of issue `id`'s mail as a reader of `locale` gets it (`text/html`, meant for a
 * sandboxed frame), or null when the server refused or could not be reached.
 */
export function fetchNewsletterPreview(
  id: number | string,
  locale: string,
): Promise<string | null> {
  return fetch(`${issuePath(id)}/preview?locale=${locale}`, { credentials: 'same-origin' })
    .then((r) => (r.ok ? r.text() : null))
    .catch(() => null)
}

/** Mails issue `id` with `[Test]` in the subject to `body.email`. */
export function sendNewsletterTest(
  id: number | string,
  body: NewsletterTestRequest,
): Promise<JsonCallResult<NewsletterTestAnswer>> {
  return postJson<NewsletterTestAnswer>(`${issuePath(id)}/test`, body)
}

/** Sends draft `id` now, or schedules it for `body.at`. */
export function sendNewsletter(
  id: number | string,
  body: NewsletterSendRequest,
): Promise<JsonCallResult<AdminNewsletterAnswer>> {
  return postJson<AdminNewsletterAnswer>(`${issuePath(id)}/send`, body)
}

/** Tries the failed deliveries of issue `id` again. */
export function retryNewsletter(
  id: number | string,
): Promise<JsonCallResult<AdminNewsletterAnswer>> {
  return postJson<AdminNewsletterAnswer>(`${issuePath(id)}/retry`, {})
}

/**
 * Path of the subscribers' CSV (`text/csv`, a download; the session cookie goes with the
 * link): every subscriber, or those with `status`.
 */
export const subscriberExportPath = (status?: SubscriberExportStatus) =>
  `/api/admin/newsletter-subscribers/export${status ? `?status=${status}` : ''}`

/**
 * "Als Newsletter senden" (Ghost's post and email in one step): a new draft issue through
 * Payload's REST API with the article's German title as subject, its abstract as preheader
 * (each cut to the field's 200 characters), its audience, and the article as its one
 * entry. Sending stays the issue's own step, with the send confirmation.
 */
export function createIssueFromArticle(
  article: IssueFromArticle,
): Promise<JsonCallResult<IssueCreatedAnswer>> {
  return postJson<IssueCreatedAnswer>(`${PAYLOAD_API_ROUTE}/newsletters?locale=de&depth=0`, {
    subject: article.title.slice(0, 200),
    preheader: article.abstract ? article.abstract.slice(0, 200) : undefined,
    audience: article.audience,
    articles: [Number(article.id)],
    kind: 'issue',
  })
}
