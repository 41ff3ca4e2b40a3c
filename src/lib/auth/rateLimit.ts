import type { Payload } from 'payload'
import { RateLimiterMemory, RateLimiterPostgres, type RateLimiterRes } from 'rate-limiter-flexible'

import { jsonError } from '@/lib/api/respond'
import { pgPool } from '@/lib/db/adapter'

/** A budget: `points` attempts per `duration` seconds; past it, blocked for `blockDuration` seconds. */
type FixedBudget = { points: number; duration: number; blockDuration?: number }

/**
 * A budget whose waits grow: the first `free` attempts within `window` seconds pass;
 * every attempt from the `free`-th on starts a wait of `firstDelay` seconds, doubled
 * with each further attempt and capped at `maxDelay` seconds.
 */
type GrowingBudget = { free: number; window: number; firstDelay: number; maxDelay: number }

type Budget = FixedBudget | GrowingBudget

const isGrowing = (budget: Budget): budget is GrowingBudget => 'free' in budget

/**
 * Attempts allowed per email address, per IP address, per pair of the two and per
 * signed-in user, against abuse.
 *
 * Password sign-ins (ours and the studio's) are limited per address *at one IP address*
 * with growing waits (1, 2, 4, … minutes, at most an hour, after 5 failures), plus a
 * budget per IP across all addresses. So someone failing for an address from elsewhere
 * slows down only himself: the account's owner signs in from her own network as usual,
 * and the magic link (its own budget) always works. Counted for every address alike,
 * so a wait never tells whether an account exists (Payload's own per-account lockout is
 * off for that reason); a successful sign-in forgets the pair's failures.
 */
export const RATE_LIMITS = {
  signIn: {
    emailAtIp: { free: 5, window: 24 * 60 * 60, firstDelay: 60, maxDelay: 60 * 60 },
    ip: { points: 30, duration: 10 * 60 },
  },
  signUp: { email: { points: 3, duration: 60 * 60 }, ip: { points: 10, duration: 60 * 60 } },
  magicLink: { email: { points: 3, duration: 15 * 60 }, ip: { points: 10, duration: 15 * 60 } },
  forgotPassword: {
    email: { points: 3, duration: 15 * 60 },
    ip: { points: 10, duration: 15 * 60 },
  },
  changePassword: { user: { points: 5, duration: 10 * 60 } },
  /** Deleting the account: password tries and confirmation links, like a password change. */
  deleteAccount: { user: { points: 5, duration: 10 * 60 } },
  /** Data exports: each reads every record of the account, so a few an hour. */
  exportAccount: { user: { points: 3, duration: 60 * 60 } },
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
/** What a budget counts by: an address, an IP address, a user id, or an address at one IP address. */
export type RateLimitScope = 'email' | 'ip' | 'user' | 'emailAtIp'
type Scope = RateLimitScope

/**
 * Who is counted: any of an email address, an IP address and a user id; the `emailAtIp`
 * scope counts the pair of `email` and `ip`.
 */
export type RateLimitSubject = Partial<Record<Exclude<Scope, 'emailAtIp'>, string | number>>

/** Table created by the `auth` migration, in rate-limiter-flexible's layout. */
const TABLE = 'rate_limits'

const limiters = new Map<string, RateLimiterPostgres>()

function limiterFor(
  payload: Payload,
  action: RateLimitAction,
  scope: Scope | `${Scope}:wait`,
  budget: FixedBudget,
): RateLimiterPostgres {
  const keyPrefix = `${action}:${scope}`
  let limiter = limiters.get(keyPrefix)
  if (!limiter) {
    limiter = new RateLimiterPostgres({
      storeClient: pgPool(payload),
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

const present = (value: string | number | undefined) => value !== undefined && value !== ''

function keyOf(scope: Scope, subject: RateLimitSubject): string | null {
  if (scope !== 'emailAtIp') return present(subject[scope]) ? String(subject[scope]) : null
  return present(subject.email) && present(subject.ip) ? `${subject.email} ${subject.ip}` : null
}

function scopesOf(action: RateLimitAction, subject: RateLimitSubject) {
  const budgets = RATE_LIMITS[action] as Partial<Record<Scope, Budget>>
  return (Object.keys(budgets) as Scope[]).flatMap((scope) => {
    const key = keyOf(scope, subject)
    return key === null ? [] : [{ scope, budget: budgets[scope]!, key: key.toLowerCase() }]
  })
}

/** Counter and wait of a growing budget: the wait is a one-point budget that `block` fills. */
function growingLimiters(
  payload: Payload,
  action: RateLimitAction,
  scope: Scope,
  budget: GrowingBudget,
) {
  return {
    // Never refuses by itself: it only counts the attempts within the window.
    attempts: limiterFor(payload, action, scope, {
      points: Number.MAX_SAFE_INTEGER,
      duration: budget.window,
    }),
    wait: limiterFor(payload, action, `${scope}:wait`, { points: 1, duration: budget.maxDelay }),
  }
}

/** Seconds to wait after the `attempt`-th attempt (1-based) of a growing budget; 0 for none. */
export function growingDelay(budget: GrowingBudget, attempt: number): number {
  if (attempt < budget.free) return 0
  return Math.min(budget.maxDelay, budget.firstDelay * 2 ** (attempt - budget.free))
}

/** Counts one attempt against a growing budget; answers the milliseconds still to wait, or 0. */
async function consumeGrowing(
  payload: Payload,
  action: RateLimitAction,
  scope: Scope,
  budget: GrowingBudget,
  key: string,
): Promise<number> {
  const { attempts, wait } = growingLimiters(payload, action, scope, budget)
  const waiting = await wait.get(key)
  if (waiting && waiting.consumedPoints > 1 && waiting.msBeforeNext > 0) return waiting.msBeforeNext
  const counted = await attempts.consume(key)
  const delay = growingDelay(budget, counted.consumedPoints)
  // The wait starts now and holds for the next attempt; a success forgets it (reset).
  if (delay > 0) await wait.block(key, delay)
  return 0
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
    if (isGrowing(budget)) {
      retryAfterMs = Math.max(
        retryAfterMs,
        await consumeGrowing(payload, action, scope, budget, key),
      )
      continue
    }
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

/**
 * Forgets the counted attempts (and any wait) of `action` for `subject` in the given
 * `scopes` (default: all of the action's), e.g. the address-at-IP failures after a
 * successful sign-in.
 */
export async function resetRateLimit(
  payload: Payload,
  action: RateLimitAction,
  subject: RateLimitSubject,
  scopes?: RateLimitScope[],
): Promise<void> {
  await Promise.all(
    scopesOf(action, subject)
      .filter(({ scope }) => !scopes || scopes.includes(scope))
      .flatMap(({ scope, budget, key }) => {
        if (!isGrowing(budget)) return [limiterFor(payload, action, scope, budget).delete(key)]
        const { attempts, wait } = growingLimiters(payload, action, scope, budget)
        return [attempts.delete(key), wait.delete(key)]
      }),
  )
}

/**
 * After a successful password sign-in (ours, the studio's, or linking a Supabase account):
 * forgets the failures of that address at that IP address, and gives the sign-in's own
 * point back to the IP's budget, so the per-IP budget counts failed attempts only. A busy
 * practice network (many dentists behind one address) is not slowed by its own
 * sign-ins; failures still add up, whoever else succeeds in between.
 */
export async function forgetSuccessfulSignIn(
  payload: Payload,
  subject: { email: string; ip: string },
): Promise<void> {
  await resetRateLimit(payload, 'signIn', subject, ['emailAtIp'])
  const ipBudget = RATE_LIMITS.signIn.ip
  await limiterFor(payload, 'signIn', 'ip', ipBudget).reward(subject.ip.toLowerCase(), 1)
}

/** German text of the 429 answer; `seconds` is rounded up to whole minutes. */
export function rateLimitMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  return `Zu viele Versuche. Bitte versuchen Sie es in ${minutes === 1 ? '1 Minute' : `${minutes} Minuten`} erneut.`
}

/** The 429 answer: JSON `{ code, message }` in German with a `Retry-After` header (seconds). */
export function tooManyRequests(seconds: number): Response {
  const response = jsonError(429, 'rate_limited', rateLimitMessage(seconds))
  response.headers.set('Retry-After', String(seconds))
  return response
}
