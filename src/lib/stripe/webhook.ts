import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import type Stripe from 'stripe'

import { runSql } from '@/lib/db/executor'

import { completeCheckout } from './checkoutCompletion'
import { syncSubscription } from './sync'

/** Event types the webhook acts on; others are acknowledged and ignored. */
export const HANDLED_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const

/** A delivery still `processing` after this long is taken to have crashed (seconds). */
export const STALE_PROCESSING_SECONDS = 5 * 60

/**
 * Claims an event for this delivery. One INSERT records the id as `processing`; when the
 * id exists, one conditional UPDATE takes over a `processing` row older than
 * STALE_PROCESSING_SECONDS (a crashed delivery). Returns `claimed`, `done` (applied
 * before) or `busy` (another delivery is applying it right now).
 */
async function claimEvent(
  payload: Payload,
  event: Stripe.Event,
): Promise<'claimed' | 'done' | 'busy'> {
  const inserted = await runSql(
    payload,
    sql`
    insert into stripe_events (event_id, type, status, updated_at, created_at)
    values (${event.id}, ${event.type}, 'processing', now(), now())
    on conflict (event_id) do nothing
    returning id`,
  )
  if (inserted.rows.length > 0) return 'claimed'
  const taken = await runSql(
    payload,
    sql`
    update stripe_events set updated_at = now()
     where event_id = ${event.id} and status = 'processing'
       and updated_at < now() - make_interval(secs => ${STALE_PROCESSING_SECONDS})
    returning id`,
  )
  if (taken.rows.length > 0) return 'claimed'
  const { rows } = await runSql(
    payload,
    sql`select id, status from stripe_events where event_id = ${event.id}`,
  )
  return rows[0]?.status === 'done' ? 'done' : 'busy'
}

async function finishEvent(payload: Payload, event: Stripe.Event): Promise<void> {
  await runSql(
    payload,
    sql`update stripe_events set status = 'done', updated_at = now() where event_id = ${event.id}`,
  )
}

async function releaseEvent(payload: Payload, event: Stripe.Event): Promise<void> {
  await runSql(
    payload,
    sql`delete from stripe_events where event_id = ${event.id} and status = 'processing'`,
  )
}

function subscriptionOfInvoice(invoice: Stripe.Invoice): string | null {
  const ref = invoice.parent?.subscription_details?.subscription
  return typeof ref === 'string' ? ref : (ref?.id ?? null)
}

/**
 * Applies one verified Stripe event exactly once. The event id is claimed first
 * (`claimEvent`): a redelivery of an applied event is `duplicate`; one arriving while
 * another delivery applies it is `busy` (the route answers 409, so Stripe retries later
 * and nothing is lost if the first delivery fails). When applying fails the claim is
 * released for Stripe's retry. Subscriptions are re-read from Stripe
 * (`syncSubscription`), so the order of events does not matter.
 */
export async function handleStripeEvent(
  payload: Payload,
  stripe: Stripe,
  event: Stripe.Event,
): Promise<'processed' | 'duplicate' | 'busy' | 'ignored'> {
  if (!(HANDLED_EVENTS as readonly string[]).includes(event.type)) return 'ignored'
  const claim = await claimEvent(payload, event)
  if (claim === 'done') return 'duplicate'
  if (claim === 'busy') return 'busy'
  try {
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        await completeCheckout(payload, stripe, event.data.object.id)
        break
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        await syncSubscription(payload, stripe, event.data.object.id)
        break
      case 'invoice.paid':
      case 'invoice.payment_failed': {
        const subscriptionId = subscriptionOfInvoice(event.data.object)
        if (subscriptionId) await syncSubscription(payload, stripe, subscriptionId)
        break
      }
    }
    await finishEvent(payload, event)
    return 'processed'
  } catch (error) {
    await releaseEvent(payload, event)
    throw error
  }
}
