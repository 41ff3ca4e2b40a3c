import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import type Stripe from 'stripe'

import { completeCheckout, syncSubscription } from './sync'

/** Event types the webhook acts on (issue 4); others are acknowledged and ignored. */
export const HANDLED_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const

type Executor = { execute: (q: ReturnType<typeof sql>) => Promise<{ rows: { id: number }[] }> }
const db = (payload: Payload) => payload.db.drizzle as unknown as Executor

/** Records the event id; false when it was recorded before (a redelivery). One INSERT, so parallel deliveries cannot both pass. */
async function claimEvent(payload: Payload, event: Stripe.Event): Promise<boolean> {
  const { rows } = await db(payload).execute(sql`
    insert into stripe_events (event_id, type, updated_at, created_at)
    values (${event.id}, ${event.type}, now(), now())
    on conflict (event_id) do nothing
    returning id`)
  return rows.length > 0
}

async function releaseEvent(payload: Payload, event: Stripe.Event): Promise<void> {
  await db(payload).execute(sql`delete from stripe_events where event_id = ${event.id}`)
}

function subscriptionOfInvoice(invoice: Stripe.Invoice): string | null {
  const ref = invoice.parent?.subscription_details?.subscription
  return typeof ref === 'string' ? ref : (ref?.id ?? null)
}

/**
 * Applies one verified Stripe event exactly once (the event id is stored; a redelivery
 * is skipped). Subscriptions are re-read from Stripe (`syncSubscription`), so the order
 * of events does not matter. When applying fails the id is released again, so Stripe's
 * retry can apply it. Returns what happened.
 */
export async function handleStripeEvent(payload: Payload, stripe: Stripe, event: Stripe.Event): Promise<'processed' | 'duplicate' | 'ignored'> {
  if (!(HANDLED_EVENTS as readonly string[]).includes(event.type)) return 'ignored'
  if (!(await claimEvent(payload, event))) return 'duplicate'
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
    return 'processed'
  } catch (error) {
    await releaseEvent(payload, event)
    throw error
  }
}
