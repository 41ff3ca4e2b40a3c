import nodemailer from 'nodemailer'
import type { Payload, SendEmailOptions } from 'payload'

import { defaultSender } from './adapter'

/** Options of {@link openMailPool}. */
export type MailPoolOptions = {
  /** SMTP connections kept open at once (nodemailer's `maxConnections`). */
  maxConnections: number
  /** Messages sent over one connection before it is replaced by a fresh one (`maxMessages`). */
  maxMessages: number
  /** At most this many messages a second over all connections (nodemailer's rate limit). */
  mailsPerSecond: number
}

/** A pool of open SMTP connections for a bulk send; `close()` ends them. */
export type MailPool = {
  send: (message: SendEmailOptions) => Promise<unknown>
  close: () => void
}

/**
 * nodemailer's rate limit for `perSecond` messages a second: `rateLimit` messages per
 * `rateDelta` milliseconds, both whole numbers (one message per 2000 ms for 0.5 a second).
 */
export function poolRate(perSecond: number): { rateLimit: number; rateDelta: number } {
  return perSecond >= 1
    ? { rateLimit: Math.round(perSecond), rateDelta: 1000 }
    : { rateLimit: 1, rateDelta: Math.round(1000 / perSecond) }
}

/**
 * Opens a pooled SMTP transport for a bulk send (the newsletter): the mails go over up to
 * `maxConnections` connections that stay open between messages, instead of a connection
 * (TCP, greeting, EHLO, TLS, AUTH) per message as Payload's adapter makes for the odd
 * account mail; each connection is renewed after `maxMessages` messages, and nodemailer
 * holds the pace at `mailsPerSecond`. Read from SMTP_URL at the call. Without SMTP_URL the
 * messages go through `payload.sendEmail` (the outbox, see adapter.ts), one by one.
 * Errors of a message reject its `send` with nodemailer's error (`responseCode` carries
 * the SMTP reply code). Call `close()` when the send ends.
 */
export function openMailPool(payload: Payload, options: MailPoolOptions): MailPool {
  const url = process.env.SMTP_URL
  if (!url) return { send: (message) => payload.sendEmail(message), close: () => {} }
  const transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: options.maxConnections,
    maxMessages: options.maxMessages,
    ...poolRate(options.mailsPerSecond),
  })
  return {
    send: (message) =>
      transporter.sendMail({ ...message, from: message.from ?? defaultSender() } as never),
    close: () => transporter.close(),
  }
}
