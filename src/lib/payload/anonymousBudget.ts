import { RateLimiterMemory, type RateLimiterRes } from 'rate-limiter-flexible'

/**
 * What visitors may ask of Payload's REST and GraphQL API (`/api/cms/*`) per IP address:
 * `points` per `duration` seconds, one point a REST request and one per root field of a
 * GraphQL request (each alias is a query of its own). The journal's pages never call this
 * API from the browser for a visitor, and the studio's sign-in screen needs a handful of
 * requests, so the budget only stops floods. Counted in the memory of each app instance
 * (every request is counted; a shared store would cost a database write per request): with
 * several instances behind a load balancer a client gets this budget at each of them.
 */
export const CMS_ANONYMOUS_BUDGET = { points: 300, duration: 60 } as const

const limiter = new RateLimiterMemory({
  keyPrefix: 'cms-anonymous',
  points: CMS_ANONYMOUS_BUDGET.points,
  duration: CMS_ANONYMOUS_BUDGET.duration,
})

/**
 * Counts `points` against the budget named `key` (the client's IP address, with what kind
 * of request it counts) and answers null while within CMS_ANONYMOUS_BUDGET, else the
 * seconds until the budget allows a request again (≥ 1). Whether an exhausted budget
 * refuses the request is the caller's decision.
 */
export async function spendAnonymousBudget(key: string, points: number): Promise<number | null> {
  try {
    await limiter.consume(key, Math.max(1, points))
    return null
  } catch (rejection) {
    // Checked by shape: a bundler may load the library's classes more than once.
    const msBeforeNext = (rejection as Partial<RateLimiterRes> | null)?.msBeforeNext
    if (typeof msBeforeNext !== 'number') throw rejection
    return Math.max(1, Math.ceil(msBeforeNext / 1000))
  }
}
