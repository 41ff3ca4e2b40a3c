import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { readBody } from './httpStandIn'

/** A request the Stripe client sent: method, path, query and form parameters. */
export type RecordedRequest = {
  method: string
  path: string
  query: URLSearchParams
  params: URLSearchParams
}
type Handler = (request: RecordedRequest) => unknown

/**
 * A local HTTP stand-in for the Stripe API at its HTTP boundary (for the payment tests): the real
 * `stripe` client talks to it through STRIPE_API_BASE. Tests register answers per
 * `METHOD /v1/path` and read back every request with its form-encoded parameters.
 * Unregistered routes answer 404 in Stripe's error format.
 */
export async function startStripeStandIn() {
  const requests: RecordedRequest[] = []
  const routes = new Map<string, Handler>()
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const recorded = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      params: new URLSearchParams(await readBody(req)),
    }
    requests.push(recorded)
    const handler = routes.get(`${recorded.method} ${recorded.path}`)
    res.setHeader('content-type', 'application/json')
    if (!handler) {
      res.statusCode = 404
      res.end(
        JSON.stringify({
          error: {
            type: 'invalid_request_error',
            message: `No such route: ${recorded.method} ${recorded.path}`,
          },
        }),
      )
      return
    }
    res.end(JSON.stringify(handler(recorded)))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** Answers `METHOD path` (e.g. `GET /v1/subscriptions/sub_1`) with `handler`'s JSON. */
    on(method: string, path: string, handler: Handler) {
      routes.set(`${method} ${path}`, handler)
    },
    /** The requests sent to `METHOD path`. */
    calls(method: string, path: string) {
      return requests.filter((r) => r.method === method && r.path === path)
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** Lookup key of the membership price (as in src/lib/stripe/config.ts). */
const MEMBERSHIP_LOOKUP_KEY = 'dentaljournal_membership_yearly'

/**
 * A minimal Stripe subscription object (API 2026-10-28: period end on the items), for the
 * membership price unless `price` names another.
 */
export function subscriptionObject(
  id: string,
  customer: string,
  status: string,
  periodEnd: Date,
  extra: Record<string, unknown> = {},
  price: { id: string; lookup_key: string | null } = {
    id: 'price_yearly',
    lookup_key: MEMBERSHIP_LOOKUP_KEY,
  },
) {
  return {
    id,
    object: 'subscription',
    customer,
    status,
    cancel_at_period_end: false,
    cancel_at: null,
    metadata: {},
    items: {
      object: 'list',
      data: [
        {
          id: `si_${id}`,
          object: 'subscription_item',
          price: { object: 'price', ...price },
          current_period_end: Math.floor(periodEnd.getTime() / 1000),
        },
      ],
    },
    ...extra,
  }
}
