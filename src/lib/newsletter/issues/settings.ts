import type { Payload } from 'payload'

import { DEFAULT_BATCH_SIZE, DEFAULT_MAILS_PER_SECOND } from './constants'

/** How newsletters go out: batch size (recipients), throttle (mails per second), digest auto-send. */
export type NewsletterSettings = {
  batchSize: number
  mailsPerSecond: number
  digestAutoSend: boolean
}

/**
 * The newsletter settings of the `settings` global with their defaults
 * (DEFAULT_BATCH_SIZE = 50, DEFAULT_MAILS_PER_SECOND = 10). NEWSLETTER_MAILS_PER_SECOND in
 * the environment overrides the throttle (the benchmark and tests use it).
 */
export async function newsletterSettings(payload: Payload): Promise<NewsletterSettings> {
  const s = await payload.findGlobal({ slug: 'settings', overrideAccess: true, depth: 0 })
  const fromEnv = Number(process.env.NEWSLETTER_MAILS_PER_SECOND)
  const rate = Number.isFinite(fromEnv) && fromEnv > 0 ? fromEnv : s.newsletterMailsPerSecond
  return {
    batchSize: Math.max(1, Math.round(s.newsletterBatchSize || DEFAULT_BATCH_SIZE)),
    mailsPerSecond: rate && rate > 0 ? rate : DEFAULT_MAILS_PER_SECOND,
    digestAutoSend: s.newsletterDigestAutoSend === true,
  }
}
