/**
 * Telling "the database cannot be reached right now" apart from every other failure, so
 * that such a request answers 503 (try again shortly) instead of 500 (a bug). The socket
 * codes are Node's, so a refused or cut connection to another service (mail, payment)
 * counts too; 503 is the right answer for that as well.
 */

/** Seconds a client should wait before retrying while the database is unreachable (Retry-After). */
export const DATABASE_RETRY_AFTER_SECONDS = 5

/** German text of the 503 answer while the database is unreachable. */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.'

/**
 * Codes that mean the connection to PostgreSQL is gone or cannot be opened: Node's socket
 * errors (server down, connection cut, host unreachable, name not resolvable) and
 * PostgreSQL's SQLSTATEs for a server shutting down or starting up (57P01–57P03), for
 * refused or broken connections (class 08) and for a full server (53300).
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300',
])

/**
 * Messages without a code for the same situation: node-postgres's own texts for a socket
 * that ended, a client that broke earlier and a connect that timed out, and the Payload
 * Postgres adapter's text when its first connect fails.
 */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^Client has encountered a connection error and is not queryable/,
  /^timeout exceeded when trying to connect/,
  /cannot connect to Postgres/,
]

/** How deep the `cause` / `errors` chain is followed (drizzle and Payload wrap a few levels). */
const MAX_DEPTH = 8

/**
 * True when `error`, or anything it wraps (`cause`, and the `errors` of an
 * AggregateError, as Node reports a refused connect tried on several addresses), says
 * that PostgreSQL is unreachable: see UNAVAILABLE_CODES and UNAVAILABLE_MESSAGES. False
 * for everything else (SQL errors, constraint violations, bugs, non-errors). Never throws.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  try {
    return matches(error, 0)
  } catch {
    // An object whose properties throw when read is no connection error we know.
    return false
  }
}

function matches(error: unknown, depth: number): boolean {
  if (depth > MAX_DEPTH || typeof error !== 'object' || error === null) return false
  const { code, message, cause, errors } = error as {
    code?: unknown
    message?: unknown
    cause?: unknown
    errors?: unknown
  }
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((re) => re.test(message)))
    return true
  if (cause !== error && matches(cause, depth + 1)) return true
  return Array.isArray(errors) && errors.some((e) => matches(e, depth + 1))
}
