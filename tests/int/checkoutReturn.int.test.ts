import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as membershipRoute } from '@/app/api/auth/membership/route'
import { POST as signIn } from '@/app/api/auth/sign-in/route'
import { POST as checkoutState } from '@/app/api/stripe/checkout-session/[id]/route'
import { verifyCheckout, type CheckoutViewer } from '@/lib/stripe/checkoutOutcome'
import { stripeClient } from '@/lib/stripe/client'

import { subscriptionObject } from '../support/stripeStandIn'
import { callRoute, cookiePair, freshEmail } from './helpers/http'
import { testPayload } from './helpers/payload'
import { stripeStandInForFile } from './helpers/stripeStandInForFile'

let payload: Payload
const standIn = stripeStandInForFile()
const DAY = 24 * 3600 * 1000

beforeAll(async () => {
  payload = await testPayload()
})

let counter = 0
/** A Checkout Session in the stand-in (and its subscription), as Stripe would answer it. */
function session(
  fields: Record<string, unknown> & { email?: string; subscriptionStatus?: string },
): string {
  counter += 1
  const id = `cs_test_return_${counter}_${Date.now()}`
  const sub = `sub_return_${counter}_${Date.now()}`
  const customer = (fields.customer as string | undefined) ?? `cus_return_${counter}`
  const { email, subscriptionStatus = 'active', ...rest } = fields
  standIn.api.on('GET', `/v1/checkout/sessions/${id}`, () => ({
    id,
    object: 'checkout.session',
    mode: 'subscription',
    status: 'complete',
    payment_status: 'paid',
    subscription: sub,
    customer,
    customer_details: { email: email ?? null, name: 'Petra Paro' },
    client_reference_id: null,
    locale: 'de',
    ...rest,
  }))
  standIn.api.on('GET', `/v1/subscriptions/${sub}`, () =>
    subscriptionObject(sub, customer, subscriptionStatus, new Date(Date.now() + 365 * DAY)),
  )
  return id
}

async function doctor(extra: Record<string, unknown> = {}) {
  const email = freshEmail('return')
  const user = await payload.create({
    collection: 'users',
    disableVerificationEmail: true,
    data: { email, password: 'rueckkehr-passwort', roles: ['doctor'], _verified: true, ...extra },
  })
  const res = await callRoute(signIn, { body: { email, password: 'rueckkehr-passwort' } })
  const viewer: CheckoutViewer = { id: user.id, email, stripeCustomerId: user.stripeCustomerId }
  return { user, viewer, cookie: cookiePair(res.setCookie) }
}

const verify = (id: string | null, viewer: CheckoutViewer | null = null) =>
  verifyCheckout(payload, stripeClient(), id, viewer)

async function accountOf(email: string) {
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    overrideAccess: true,
  })
  return docs[0]
}

const subscriptionCalls = () =>
  standIn.api.requests.filter((r) => r.path.startsWith('/v1/subscriptions/'))

describe('the checkout return page says only what Stripe reports', () => {
  it('complete and paid (card): "paid", the account exists and has premium before the page renders', async () => {
    const email = freshEmail('paid')
    const id = session({ email: email.toUpperCase() })
    const outcome = await verify(id)
    expect(outcome).toMatchObject({
      state: 'paid',
      sessionId: id,
      email,
      ownAccount: false,
      hasPremium: true,
    })
    const account = await accountOf(email)
    expect(account).toBeDefined()
    const { docs } = await payload.find({
      collection: 'memberships',
      where: { user: { equals: account!.id } },
      depth: 0,
    })
    expect(docs).toEqual([expect.objectContaining({ source: 'stripe', status: 'active' })])
    expect(new Date(String('validUntil' in outcome && outcome.validUntil)).getTime()).toBe(
      new Date(docs[0]!.currentPeriodEnd).getTime(),
    )
    // The API answers the same, applying the checkout again changes nothing.
    expect(await callRoute(checkoutState, { params: { id }, body: {} })).toMatchObject({
      status: 200,
      json: { state: 'paid', email, hasPremium: true },
    })
  })

  it("the payer's own signed-in account sees it as theirs, and the dashboard can open Stripe's portal", async () => {
    const { user, viewer, cookie } = await doctor()
    const before = await callRoute(membershipRoute, { method: 'GET', cookie })
    expect(before.json).toMatchObject({ hasPremium: false, canManage: false, validUntil: null })

    const id = session({ email: user.email, client_reference_id: String(user.id) })
    expect(await verify(id, viewer)).toMatchObject({
      state: 'paid',
      ownAccount: true,
      hasPremium: true,
    })
    const after = await callRoute(membershipRoute, { method: 'GET', cookie })
    expect(after.json).toMatchObject({
      hasPremium: true,
      canManage: true,
      pendingPayment: false,
      paymentsConfigured: true,
    })
    expect(typeof after.json.validUntil).toBe('string')
  })

  it('complete but unpaid (SEPA direct debit not cleared): "processing", no premium claimed, the payment shows as pending', async () => {
    const { user, viewer, cookie } = await doctor()
    const id = session({
      email: user.email,
      client_reference_id: String(user.id),
      payment_status: 'unpaid',
      subscriptionStatus: 'incomplete',
    })
    expect(await verify(id, viewer)).toMatchObject({
      state: 'processing',
      ownAccount: true,
      hasPremium: false,
      validUntil: null,
    })
    expect((await callRoute(membershipRoute, { method: 'GET', cookie })).json).toMatchObject({
      hasPremium: false,
      pendingPayment: true,
    })
  })

  it('open and expired sessions: nothing was charged, nothing is created', async () => {
    for (const status of ['open', 'expired'] as const) {
      const email = freshEmail(status)
      const id = session({ email, status, payment_status: 'unpaid', subscription: null })
      const calls = subscriptionCalls().length
      expect(await verify(id)).toEqual({ state: status })
      expect(await callRoute(checkoutState, { params: { id }, body: {} })).toMatchObject({
        status: 200,
        json: { state: status },
      })
      expect(await accountOf(email)).toBeUndefined()
      expect(subscriptionCalls()).toHaveLength(calls)
    }
  })

  it('an unknown or malformed id, or a checkout of something else, is "unknown" (404)', async () => {
    expect(await verify('cs_test_unknown_session_1')).toEqual({ state: 'unknown' })
    const requests = standIn.api.requests.length
    for (const bogus of ['x', 'cs_', "cs_test'--", null])
      expect(await verify(bogus)).toEqual({ state: 'unknown' })
    expect(standIn.api.requests).toHaveLength(requests)
    expect(await callRoute(checkoutState, { params: { id: 'x' }, body: {} })).toMatchObject({
      status: 404,
      json: { message: 'Dieser Bezahlvorgang wurde nicht gefunden.' },
    })
    const oneOff = session({ email: freshEmail('oneoff'), mode: 'payment', subscription: null })
    expect(await verify(oneOff)).toEqual({ state: 'unknown' })
  })

  it("another customer's session: 'foreign' for the signed-in viewer, no address shown, nothing applied", async () => {
    const owner = await doctor({ stripeCustomerId: 'cus_owner_return' })
    const stranger = await doctor({ stripeCustomerId: 'cus_stranger_return' })
    const started = session({
      email: owner.user.email,
      client_reference_id: String(owner.user.id),
      customer: 'cus_owner_return',
    })
    const guest = session({ email: owner.user.email, customer: 'cus_owner_return' })
    const calls = subscriptionCalls().length
    for (const id of [started, guest]) {
      expect(await verify(id, stranger.viewer)).toEqual({ state: 'foreign' })
      const res = await callRoute(checkoutState, {
        params: { id },
        body: {},
        cookie: stranger.cookie,
      })
      expect(res.status).toBe(403)
      expect(JSON.stringify(res.json)).not.toContain(owner.user.email)
    }
    expect(subscriptionCalls()).toHaveLength(calls)
    expect(
      (await callRoute(membershipRoute, { method: 'GET', cookie: owner.cookie })).json,
    ).toMatchObject({
      hasPremium: false,
    })
    // The owner, signed in, sees it as theirs.
    expect(await verify(guest, owner.viewer)).toMatchObject({ state: 'paid', ownAccount: true })
  })

  it('without Stripe configured: "notConfigured" (503), no payment can exist', async () => {
    const key = process.env.STRIPE_SECRET_KEY
    delete process.env.STRIPE_SECRET_KEY
    try {
      expect(await verify('cs_test_return_anything')).toEqual({ state: 'notConfigured' })
      expect(
        await callRoute(checkoutState, { params: { id: 'cs_test_return_anything' }, body: {} }),
      ).toMatchObject({
        status: 503,
        json: { message: 'Die Online-Zahlung ist noch nicht eingerichtet.' },
      })
      const { cookie } = await doctor()
      expect((await callRoute(membershipRoute, { method: 'GET', cookie })).json).toMatchObject({
        canManage: false,
        paymentsConfigured: false,
      })
    } finally {
      process.env.STRIPE_SECRET_KEY = key
    }
  })

  it('GET /api/auth/membership needs a session (401)', async () => {
    expect(await callRoute(membershipRoute, { method: 'GET' })).toMatchObject({ status: 401 })
  })
})
