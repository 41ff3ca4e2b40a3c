import Stripe from 'stripe'
import { afterAll, beforeAll } from 'vitest'

import { POST as webhook } from '@/app/api/stripe/webhook/route'

import { startStripeStandIn } from '../../support/stripeStandIn'

/** The webhook signing secret the stand-in's events are signed with. */
export const WEBHOOK_SECRET = 'whsec_int_test_secret'

const STRIPE_ENV = [
  'STRIPE_SECRET_KEY',
  'NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_API_BASE',
] as const

const signer = new Stripe('sk_test_signer')
let eventCounter = 0

/**
 * For one test file: a local Stripe API stand-in (tests/support/stripeStandIn.ts) that the
 * real `stripe` library talks to through STRIPE_API_BASE, with the membership price
 * listed, and the Stripe environment restored afterwards. Read `.api` inside tests.
 */
export function stripeStandInForFile() {
  const holder: { api?: Awaited<ReturnType<typeof startStripeStandIn>> } = {}
  const savedEnv = Object.fromEntries(STRIPE_ENV.map((key) => [key, process.env[key]]))
  beforeAll(async () => {
    holder.api = await startStripeStandIn()
    Object.assign(process.env, {
      STRIPE_SECRET_KEY: 'sk_test_standin',
      NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: holder.api.url,
    })
    holder.api.on('GET', '/v1/prices', () => ({
      object: 'list',
      data: [{ id: 'price_yearly', object: 'price' }],
      has_more: false,
    }))
  })
  afterAll(async () => {
    for (const key of STRIPE_ENV) {
      if (savedEnv[key] === undefined) delete process.env[key]
      else process.env[key] = savedEnv[key]
    }
    await holder.api?.stop()
  })
  return {
    get api() {
      if (!holder.api) throw new Error('Stripe stand-in not started yet')
      return holder.api
    },
  }
}

/** Delivers an event to the webhook route, signed by the real library; its status and JSON. */
export async function deliverStripeEvent(
  type: string,
  object: Record<string, unknown>,
  id = `evt_${++eventCounter}_${Date.now()}`,
) {
  const body = JSON.stringify({
    id,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
  })
  const signature = signer.webhooks.generateTestHeaderString({
    payload: body,
    secret: WEBHOOK_SECRET,
  })
  const request = new Request('http://localhost/api/stripe/webhook', {
    method: 'POST',
    headers: { 'stripe-signature': signature },
    body,
  })
  const response = await webhook(request, undefined as never)
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}
