/**
 * Contract of the studio's article endpoints under `/api/admin/articles/{id}`: the German
 * article (`PUT`, only the fields sent change), queuing translations (`POST …/translate`)
 * and audio (`POST …/audio`), and the language versions' freshness (`GET …/translations`);
 * plus the editor's look at the stored language versions through Payload's REST API.
 * Staff only: every endpoint answers 401/403 `{ code, message }` to anyone else and 404
 * `article_not_found` for an unknown id.
 */
import type { z } from 'zod'

import type { AdminArticle } from '@/lib/admin/articles'
import type { articleUpdateBody, audioBody, translateBody } from '@/lib/admin/articleSchema'
import type { AdminAudioJob, AdminTranslationJob } from '@/lib/admin/jobs'
import { PAYLOAD_API_ROUTE } from '@/lib/payload/routes'
import type { ArticleLanguageState } from '@/lib/translation/freshness'
import type { Article } from '@payload-types'

import { fetchJson, postJson, putJson, type JsonCallResult } from './fetchJson'

/** Body of `PUT /api/admin/articles/{id}`: any of the editor's fields (`bodyMd` is Markdown). */
export type ArticleUpdateRequest = z.input<typeof articleUpdateBody>
/** Body of `POST …/translate`: `locales` (short codes), default every language but German. */
export type ArticleTranslateRequest = z.input<typeof translateBody>
/** Body of `POST …/audio`: `locale`, default German. */
export type ArticleAudioRequest = z.input<typeof audioBody>

/** `PUT /api/admin/articles/{id}` 200: the article in German with `bodyMd` (400/409 `{ code, message }`). */
export type AdminArticleAnswer = AdminArticle
/**
 * `POST …/translate` 202: the queued jobs (an open job of the same language instead of a
 * second one) and the languages that got no job because no provider can translate into them.
 */
export type ArticleTranslateAnswer = { jobs: AdminTranslationJob[]; withoutProvider: string[] }
/** `POST …/audio` 202: the queued audio job. */
export type ArticleAudioAnswer = { job: AdminAudioJob }
/** `GET …/translations` 200: the languages that have a version, each current or outdated. */
export type ArticleTranslationsAnswer = { languages: ArticleLanguageState[] }
/**
 * Payload's answer to `articleLanguageVersionsKey`: the stored `translationOrigin` per
 * language code (no fallback to German; absent when none is set) and the last save (ISO 8601).
 */
export type ArticleLanguageVersionsAnswer = {
  translationOrigin?: Record<string, Article['translationOrigin']>
  updatedAt: string
}

/** Path of article `id` in the admin API. */
const articlePath = (id: number | string) => `/api/admin/articles/${id}`

/** Path and SWR key of the freshness of article `id`'s language versions. */
export const articleTranslationsKey = (id: number | string) => `${articlePath(id)}/translations`
/**
 * Path and SWR key of article `id`'s stored language versions in Payload's REST API: every
 * language's `translationOrigin` without fallback, and `updatedAt`, drafts included.
 */
export const articleLanguageVersionsKey = (id: number | string) =>
  `${PAYLOAD_API_ROUTE}/articles/${id}?locale=all&fallback-locale=none&draft=true&depth=0&select[translationOrigin]=true&select[updatedAt]=true`

/** Loads the freshness by its key; throws `ApiError`. */
export const fetchArticleTranslations: (url: string) => Promise<ArticleTranslationsAnswer> =
  fetchJson
/** Loads the stored language versions by their key; throws `ApiError`. */
export const fetchArticleLanguageVersions: (url: string) => Promise<ArticleLanguageVersionsAnswer> =
  fetchJson

/** Changes the German article `id` (a draft when `status: 'draft'`). */
export function updateArticle(
  id: number | string,
  body: ArticleUpdateRequest,
): Promise<JsonCallResult<AdminArticleAnswer>> {
  return putJson<AdminArticleAnswer>(articlePath(id), body)
}

/** Queues translations of article `id` into `body.locales`. */
export function translateArticle(
  id: number | string,
  body: ArticleTranslateRequest,
): Promise<JsonCallResult<ArticleTranslateAnswer>> {
  return postJson<ArticleTranslateAnswer>(`${articlePath(id)}/translate`, body)
}

/** Queues the spoken version of article `id` in `body.locale`. */
export function generateArticleAudio(
  id: number | string,
  body: ArticleAudioRequest,
): Promise<JsonCallResult<ArticleAudioAnswer>> {
  return postJson<ArticleAudioAnswer>(`${articlePath(id)}/audio`, body)
}
