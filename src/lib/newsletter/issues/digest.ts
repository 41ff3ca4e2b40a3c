import type { Payload } from 'payload'

import type { Newsletter } from '@payload-types'

import { NEWSLETTER_AUDIENCES, type NewsletterAudience } from '../constants'
import { requestSend } from './actions'
import { NEWSLETTERS } from './constants'
import { newsletterSettings } from './settings'

import { DEFAULT_LOCALE, LOCALES } from '@/i18n/locales'
import { mailFrame } from '@/lib/email/frame'
import { asServer } from '@/lib/payload/readAs'

/** Most articles one digest lists (the newest first). */
export const DIGEST_MAX_ARTICLES = 20
const WEEK_MS = 7 * 24 * 60 * 60 * 1000
/** A digest younger than this is not followed by another (two schedulers at once, a restart). */
const MIN_GAP_MS = 6 * 24 * 60 * 60 * 1000

/** What the digest job did for one audience. */
export type DigestOutcome =
  | { audience: NewsletterAudience; created: number; articles: number; sent: boolean }
  | { audience: NewsletterAudience; skipped: 'recent' | 'no-articles' }

/**
 * The weekly digest (Payload task `composeDigest`, scheduled every Monday 06:00 UTC): for
 * each audience, a draft newsletter of kind `digest` with the articles of that audience
 * published since the previous digest (at most a week back; newest first, at most
 * DIGEST_MAX_ARTICLES), with a subject in each of the 45 languages (`MailFrame` catalogue). Nothing is made when no article
 * is new or a digest of the audience is less than six days old. With the setting
 * "Wochenübersicht automatisch versenden" the draft is sent at once; otherwise it waits
 * for an editor in the studio.
 */
export async function composeDigests(
  payload: Payload,
  now: Date = new Date(),
): Promise<DigestOutcome[]> {
  const settings = await newsletterSettings(payload)
  const outcomes: DigestOutcome[] = []
  for (const audience of NEWSLETTER_AUDIENCES) {
    const { docs: previous } = await payload.find({
      collection: NEWSLETTERS,
      where: { and: [{ kind: { equals: 'digest' } }, { audience: { equals: audience } }] },
      sort: '-createdAt',
      limit: 1,
      depth: 0,
      ...asServer("Digest job (no user): the audience's last digest, read as the server."),
    })
    const last = previous[0] as Newsletter | undefined
    if (last && now.getTime() - new Date(last.createdAt).getTime() < MIN_GAP_MS) {
      outcomes.push({ audience, skipped: 'recent' })
      continue
    }
    const since = new Date(
      Math.max(now.getTime() - WEEK_MS, last ? new Date(last.createdAt).getTime() : 0),
    )
    const { docs: articles } = await payload.find({
      collection: 'articles',
      where: {
        and: [
          { _status: { equals: 'published' } },
          { audience: { equals: audience } },
          { publishedAt: { greater_than: since.toISOString() } },
          { publishedAt: { less_than_equal: now.toISOString() } },
        ],
      },
      sort: '-publishedAt',
      limit: DIGEST_MAX_ARTICLES,
      depth: 0,
      select: { title: true },
      ...asServer('Digest job: published articles only.'),
    })
    if (!articles.length) {
      outcomes.push({ audience, skipped: 'no-articles' })
      continue
    }
    const ids = articles.map((a) => a.id)
    const created = (await payload.create({
      collection: NEWSLETTERS,
      locale: DEFAULT_LOCALE,
      data: {
        subject: (await mailFrame(DEFAULT_LOCALE)).digestSubject(ids.length),
        audience,
        articles: ids,
        kind: 'digest',
        status: 'draft',
      },
      depth: 0,
      ...asServer('Digest job: the server creates the draft issue itself.'),
    })) as Newsletter
    // Every language gets its own subject, so the digest reaches every subscriber in theirs.
    for (const locale of LOCALES.filter((l) => l !== DEFAULT_LOCALE))
      await payload.update({
        collection: NEWSLETTERS,
        id: created.id,
        locale,
        data: { subject: (await mailFrame(locale)).digestSubject(ids.length) },
        depth: 0,
        ...asServer('Digest job: the server adds the subject in each language itself.'),
      })
    const sent = settings.digestAutoSend ? await requestSend(payload, created.id, null) : false
    outcomes.push({ audience, created: created.id, articles: ids.length, sent })
  }
  return outcomes
}
