/**
 * Contract of the membership endpoints: `GET /api/auth/membership` (the signed-in
 * reader's membership), `POST /api/stripe/checkout-session` (Embedded Checkout) and
 * `POST /api/stripe/portal-session` (Stripe's customer portal).
 */
import type { MembershipSummary } from '@/lib/membership/summary'

import { fetchJson, postJson, type JsonCallResult } from './fetchJson'

/** `GET /api/auth/membership` 200 (401 `{ code, message }`). */
export type MembershipAnswer = MembershipSummary
/**
 * `POST /api/stripe/checkout-session` 200: the Checkout's `clientSecret`, or `existing`
 * with where to go for a reader who is a member already (409/429/503 `{ code, message }`).
 */
export type CheckoutAnswer = { clientSecret: string } | { existing: true; redirect: string }
/** `POST /api/stripe/portal-session` 200: the portal URL (401/404/503 `{ code, message }`). */
export type PortalAnswer = { url: string }

/** Path and SWR key of the membership summary. */
export const MEMBERSHIP_KEY = '/api/auth/membership'

/** Loads the membership summary; throws `ApiError`. */
export const fetchMembership = () => fetchJson<MembershipAnswer>(MEMBERSHIP_KEY)

/** Starts a checkout with the page's language (for Stripe's texts and the mails). */
export function startCheckout(language: string): Promise<JsonCallResult<CheckoutAnswer>> {
  return postJson<CheckoutAnswer>('/api/stripe/checkout-session', { language })
}

/** Opens a customer portal session. */
export function openPortal(): Promise<JsonCallResult<PortalAnswer>> {
  return postJson<PortalAnswer>('/api/stripe/portal-session', {})
}
