import type { Pool } from 'pg'
import type { Payload } from 'payload'
import { RateLimiterMemory, RateLimiterPostgres, type RateLimiterRes } from 'rate-limiter-flexible'

import { jsonError } from '@/lib/api/respond'

/** A budget: `points` attempts per `duration` seconds; past it, blocked for `blockDuration` seconds. */
type Budget = { points: number; duration: number; blockDuration?: number }

/**
 * Attempts allowed per email address, per IP address and per signed-in user, against
 * abuse. The per-email sign-in budget is the account lockout: after 5
 * failures the address is locked for 10 minutes, counted for every address alike, so
 * the lockout never tells whether an account exists (Payload's own per-account lockout
 * is off for that reason); a successful sign-in resets it.
 */
export const RATE_LIMITS = {
  signIn: {
    email: { points: 5, duration: 10 * 60, blockDuration: 10 * 60 },
    ip: { points: 30, duration: 10 * 60 },
  },
  signUp: { email: { points: 3, duration: 60 * 60 }, ip: { points: 10, duration: 60 * 60 } },
  magicLink: { email: { points: 3, duration: 15 * 60 }, ip: { points: 10, duration: 15 * 60 } },
  forgotPassword: {
    email: { points: 3, duration: 15 * 60 },
    ip: { points: 10, duration: 15 * 60 },
  },
  changePassword: { user: { points: 5, duration: 10 * 60 } },
  /** Starting a payment checkout: each creates a Stripe session. */
  checkout: { ip: { points: 20, duration: 10 * 60 } },
  /** Checking an invitation code before a Supabase sign-up: stops guessing. */
  invitationCheck: { ip: { points: 20, duration: 10 * 60 } },
  /** Invitation requests without a code: each mails the requester and the journal; a few per address a day. */
  invitationRequest: {
    email: { points: 3, duration: 24 * 60 * 60 },
    ip: { points: 5, duration: 60 * 60 },
  },
  /** Newsletter sign-ups: each mails a confirmation link, so few per address; an IP may sign up a handful. */
  newsletter: { email: { points: 3, duration: 60 * 60 }, ip: { points: 10, duration: 60 * 60 } },
  /** Redeeming links (verify, magic link, reset, newsletter confirmation): tokens are 256-bit, this only stops floods. */
  token: { ip: { points: 30, duration: 10 * 60 } },
} as const satisfies Record<string, Partial<Record<Scope, Budget>>>

export type RateLimitAction = keyof typeof RATE_LIMITS
type Scope = 'email' | 'ip' | 'user'

/** Who is counted: any of an email address, an IP address and a user id. */
export type RateLimitSubject = Partial<Record<Scope, string | number>>

/** Table created by the `auth` migration, in rate-limiter-flexible's layout. */
const TABLE = 'rate_limits'

const limiters = new Map<string, RateLimiterPostgres>()

function limiterFor(
  payload: Payload,
  action: RateLimitAction,
  scope: Scope,
  budget: Budget,
): RateLimiterPostgres {
  const keyPrefix = `${action}:${scope}`
  let limiter = limiters.get(keyPrefix)
  if (!limiter) {
    limiter = new RateLimiterPostgres({
      storeClient: (payload.db as unknown as { pool: Pool }).pool,
      storeType: 'pool',
      tableName: TABLE,
      tableCreated: true,
      clearExpiredByTimeout: false,
      keyPrefix,
      ...budget,
      // If PostgreSQL fails, count in memory rather than letting every request through.
      insuranceLimiter: new RateLimiterMemory({ keyPrefix, ...budget }),
    })
    limiters.set(keyPrefix, limiter)
  }
  return limiter
}

function scopesOf(action: RateLimitAction, subject: RateLimitSubject) {
  const budgets = RATE_LIMITS[action] as Partial<Record<Scope, Budget>>
  return (Object.keys(budgets) as Scope[])
    .filter((scope) => subject[scope] !== undefined && subject[scope] !== '')
    .map((scope) => ({ scope, budget: budgets[scope]!, key: String(subject[scope]).toLowerCase() }))
}

/**
 * Counts one attempt of `action` for every scope of `subject` (rate-limiter-flexible on
 * PostgreSQL, shared by all app instances). Returns null while within budget, else the
 * seconds until the next attempt is allowed.
 */
export async function consumeRateLimit(
  payload: Payload,
  action: RateLimitAction,
  subject: RateLimitSubject,
): Promise<number | null> {
  let retryAfterMs = 0
  for (const { scope, budget, key } of scopesOf(action, subject)) {
    try {
      await limiterFor(payload, action, scope, budget).consume(key)
    } catch (rejection) {
      // Checked by shape: a bundler may load the library's classes more than once.
      const msBeforeNext = (rejection as Partial<RateLimiterRes> | null)?.msBeforeNext
      if (typeof msBeforeNext !== 'number') throw rejection
      retryAfterMs = Math.max(retryAfterMs, msBeforeNext)
    }
  }
  return retryAfterMs > 0 ? Math.ceil(retryAfterMs / 1000) : null
}

/** Forgets the counted attempts of `action` for `subject` (e.g. after a successful sign-in). */
export async function resetRateLimit(
  payload: Payload,
  action: RateLimitAction,
  subject: RateLimitSubject,
): Promise<void> {
  await Promise.all(
    scopesOf(action, subject).map(({ scope, budget, key }) =>
      limiterFor(payload, action, scope, budget).delete(key),
    ),
  )
}

/** German text of the 429 answer; `seconds` is rounded up to whole minutes. */
export function rateLimitMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  return `Zu viele Versuche. Bitte versuchen Sie es in ${minutes === 1 ? '1 Minute' : `${minutes} Minuten`} erneut.`
}

/** The 429 answer: JSON `{ message }` in German with a `Retry-After` header (seconds). */
export function tooManyRequests(seconds: number): Response {
  const response = jsonError(429, rateLimitMessage(seconds))
  response.headers.set('Retry-After', String(seconds))
  return response
}
