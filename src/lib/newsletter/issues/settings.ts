import type { Payload } from 'payload'

import {
  DEFAULT_BATCH_SIZE,
  DEFAULT_MAILS_PER_SECOND,
  DEFAULT_SMTP_CONNECTIONS,
  SMTP_MESSAGES_PER_CONNECTION,
} from './constants'

import { asServer } from '@/lib/payload/readAs'

/**
 * How newsletters go out: batch size (recipients), throttle (mails per second), SMTP
 * connections kept open (and mails handed over at once), mails per connection, digest
 * auto-send.
 */
export type NewsletterSettings = {
  batchSize: number
  mailsPerSecond: number
  smtpConnections: number
  messagesPerConnection: number
  digestAutoSend: boolean
}

/**
 * The newsletter settings of the `settings` global with their defaults
 * (DEFAULT_BATCH_SIZE = 50, DEFAULT_MAILS_PER_SECOND = 10). NEWSLETTER_MAILS_PER_SECOND in
 * the environment overrides the throttle (the benchmark and tests use it);
 * NEWSLETTER_SMTP_CONNECTIONS sets the SMTP connections (default
 * DEFAULT_SMTP_CONNECTIONS = 1, at most 10).
 */
export async function newsletterSettings(payload: Payload): Promise<NewsletterSettings> {
  const s = await payload.findGlobal({
    slug: 'settings',
    ...asServer('Server-side settings for jobs, admin-only fields included.'),
    depth: 0,
  })
  const fromEnv = Number(process.env.NEWSLETTER_MAILS_PER_SECOND)
  const connections = Number(process.env.NEWSLETTER_SMTP_CONNECTIONS)
  const rate = Number.isFinite(fromEnv) && fromEnv > 0 ? fromEnv : s.newsletterMailsPerSecond
  return {
    batchSize: Math.max(1, Math.round(s.newsletterBatchSize || DEFAULT_BATCH_SIZE)),
    mailsPerSecond: rate && rate > 0 ? rate : DEFAULT_MAILS_PER_SECOND,
    smtpConnections: Math.min(10, Math.max(1, Math.round(connections || DEFAULT_SMTP_CONNECTIONS))),
    messagesPerConnection: SMTP_MESSAGES_PER_CONNECTION,
    digestAutoSend: s.newsletterDigestAutoSend === true,
  }
}
