import type { Practice } from '@payload-types'
import { hasActiveMembership } from '@/lib/membership/rule'

/**
 * The team seats of a practice as its owners and managers see them (`GET
 * /api/practices/{id}` → `seats`):
 * - `paid`: seats in the Stripe subscription (0 without one)
 * - `assigned`: members holding a seat now
 * - `active`: the subscription grants access now (active, trialing or past_due, period not over)
 * - `status`, `periodEnd` (ISO 8601), `cancelAtPeriodEnd`: as Stripe reports them
 * - `overAssigned`: more seats assigned than paid (after a reduction in the customer portal);
 *   nobody loses access until the owner chooses whom to unassign
 * - `subscribed`: an open subscription exists (change it in the portal rather than buy again)
 */
export type SeatsView = {
  paid: number
  assigned: number
  active: boolean
  status: string | null
  periodEnd: string | null
  cancelAtPeriodEnd: boolean
  overAssigned: boolean
  subscribed: boolean
}

/** Stripe statuses after which a subscription never grants again. */
export const FINAL_SEAT_STATUSES: readonly string[] = ['canceled', 'incomplete_expired']

/** Whether the practice's seat subscription grants access at `now` (the premium rule). */
export const seatsGrant = (practice: Practice, now: Date = new Date()): boolean =>
  hasActiveMembership(
    [{ status: practice.seatStatus, currentPeriodEnd: practice.seatPeriodEnd }],
    now,
  )

/** The seats view of `practice` with `assigned` members holding a seat (see `SeatsView`). */
export function seatsView(practice: Practice, assigned: number, now: Date = new Date()): SeatsView {
  const active = seatsGrant(practice, now)
  const paid = active ? (practice.seats ?? 0) : 0
  return {
    paid,
    assigned,
    active,
    status: practice.seatStatus ?? null,
    periodEnd: practice.seatPeriodEnd ?? null,
    cancelAtPeriodEnd: practice.seatCancelAtPeriodEnd === true,
    overAssigned: assigned > paid,
    subscribed: Boolean(practice.seatStatus && !FINAL_SEAT_STATUSES.includes(practice.seatStatus)),
  }
}
