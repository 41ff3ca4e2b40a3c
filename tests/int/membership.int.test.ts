import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import Stripe from 'stripe'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as premiumStatus } from '@/app/api/auth/premium-status/route'
import { POST as signIn } from '@/app/api/auth/sign-in/route'
import { POST as checkoutSession } from '@/app/api/stripe/checkout-session/route'
import { POST as portalSession } from '@/app/api/stripe/portal-session/route'
import { POST as webhook } from '@/app/api/stripe/webhook/route'
import { stripeClient } from '@/lib/stripe/client'
import { ensureMembershipPrice } from '@/lib/stripe/price'

import { subscriptionObject } from '../support/stripeStandIn'
import { callRoute, cookiePair, freshEmail } from './helpers/http'
import { testPayload } from './helpers/payload'
import { deliverStripeEvent, stripeStandInForFile } from './helpers/stripeStandInForFile'

let payload: Payload
const DAY = 24 * 3600 * 1000
const standIn = stripeStandInForFile()
const deliver = deliverStripeEvent
const signer = new Stripe('sk_test_signer')

beforeAll(async () => {
  payload = await testPayload()
})

/** Makes the stand-in answer this subscription's current state. */
function subscriptionState(
  id: string,
  customer: string,
  status: string,
  periodEnd: Date,
  extra?: Record<string, unknown>,
  price?: { id: string; lookup_key: string | null },
) {
  standIn.api.on('GET', `/v1/subscriptions/${id}`, () =>
    subscriptionObject(id, customer, status, periodEnd, extra, price),
  )
}

async function membershipOf(subscriptionId: string) {
  const { docs } = await payload.find({
    collection: 'memberships',
    where: { stripeSubscriptionId: { equals: subscriptionId } },
    depth: 0,
  })
  return docs[0]
}

async function doctorSession(extra: Record<string, unknown> = {}) {
  const email = freshEmail('member')
  const user = await payload.create({
    collection: 'users',
    disableVerificationEmail: true,
    data: { email, password: 'mitglied-passwort', roles: ['doctor'], _verified: true, ...extra },
  })
  const res = await callRoute(signIn, { body: { email, password: 'mitglied-passwort' } })
  return { user, cookie: cookiePair(res.setCookie) }
}

const hasPremium = async (cookie: string) =>
  (await callRoute(premiumStatus, { method: 'GET', cookie })).json.hasPremium

describe('Stripe webhook', () => {
  it('refuses unsigned and wrongly signed deliveries', async () => {
    const unsigned = await webhook(
      new Request('http://localhost/api/stripe/webhook', { method: 'POST', body: '{}' }),
      undefined as never,
    )
    expect(unsigned.status).toBe(400)
    const body = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'invoice.paid',
      data: { object: {} },
    })
    const forged = signer.webhooks.generateTestHeaderString({
      payload: body,
      secret: 'whsec_wrong',
    })
    const res = await webhook(
      new Request('http://localhost/api/stripe/webhook', {
        method: 'POST',
        headers: { 'stripe-signature': forged },
        body,
      }),
      undefined as never,
    )
    expect(res.status).toBe(400)
  })

  it('a guest checkout creates the account for the checkout email and an active membership; 20 deliveries change it once', async () => {
    const email = freshEmail('guest')
    const periodEnd = new Date(Date.now() + 365 * DAY)
    standIn.api.on('GET', '/v1/checkout/sessions/cs_guest_1', () => ({
      id: 'cs_guest_1',
      object: 'checkout.session',
      mode: 'subscription',
      status: 'complete',
      subscription: 'sub_guest_1',
      customer: 'cus_guest_1',
      customer_details: { email: email.toUpperCase(), name: 'Petra Paro' },
      client_reference_id: null,
      locale: 'de',
    }))
    subscriptionState('sub_guest_1', 'cus_guest_1', 'active', periodEnd)
    const results = []
    for (let i = 0; i < 20; i++)
      results.push(
        (
          await deliver(
            'checkout.session.completed',
            { id: 'cs_guest_1', object: 'checkout.session' },
            'evt_guest_checkout',
          )
        ).json.result,
      )
    expect(results[0]).toBe('processed')
    expect(results.slice(1).every((r) => r === 'duplicate')).toBe(true)
    expect(standIn.api.calls('GET', '/v1/subscriptions/sub_guest_1')).toHaveLength(1)

    const { docs: users } = await payload.find({
      collection: 'users',
      where: { email: { equals: email } },
      showHiddenFields: true,
    })
    expect(users[0]).toMatchObject({
      firstName: 'Petra',
      lastName: 'Paro',
      roles: ['doctor'],
      stripeCustomerId: 'cus_guest_1',
      _verified: false,
    })
    expect(await membershipOf('sub_guest_1')).toMatchObject({
      user: users[0]!.id,
      status: 'active',
      source: 'stripe',
      currentPeriodEnd: periodEnd.toISOString().replace(/\.\d+Z$/, '.000Z'),
    })
  })

  it('reads the subscription from Stripe, so a late, older event never moves a membership backwards', async () => {
    const { user, cookie } = await doctorSession({ stripeCustomerId: 'cus_order' })
    const end = new Date(Date.now() + 365 * DAY)
    subscriptionState('sub_order', 'cus_order', 'active', end)
    await deliver('customer.subscription.updated', {
      id: 'sub_order',
      object: 'subscription',
      status: 'active',
    })
    // The creation event (status incomplete at the time) arrives last:
    await deliver('customer.subscription.created', {
      id: 'sub_order',
      object: 'subscription',
      status: 'incomplete',
    })
    expect(await membershipOf('sub_order')).toMatchObject({ user: user.id, status: 'active' })
    expect(await hasPremium(cookie)).toBe(true)
  })

  it('failed payment -> past_due keeps access during the retry window; canceled ends it for good', async () => {
    const { cookie } = await doctorSession({ stripeCustomerId: 'cus_dunning' })
    const renewedEnd = new Date(Date.now() + 365 * DAY)
    subscriptionState('sub_dunning', 'cus_dunning', 'past_due', renewedEnd)
    const invoice = {
      id: 'in_1',
      object: 'invoice',
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: 'sub_dunning' },
      },
    }
    await deliver('invoice.payment_failed', invoice)
    expect((await membershipOf('sub_dunning'))?.status).toBe('past_due')
    expect(await hasPremium(cookie)).toBe(true)

    subscriptionState('sub_dunning', 'cus_dunning', 'canceled', renewedEnd)
    await deliver('customer.subscription.deleted', { id: 'sub_dunning', object: 'subscription' })
    expect((await membershipOf('sub_dunning'))?.status).toBe('canceled')
    expect(await hasPremium(cookie)).toBe(false)

    // Stripe never revives a canceled subscription; a stale answer must not either.
    subscriptionState('sub_dunning', 'cus_dunning', 'active', renewedEnd)
    await deliver('invoice.paid', invoice)
    expect((await membershipOf('sub_dunning'))?.status).toBe('canceled')
  })

  it('ignores subscriptions to other prices in the same Stripe account', async () => {
    await doctorSession({ stripeCustomerId: 'cus_other' })
    subscriptionState(
      'sub_other',
      'cus_other',
      'active',
      new Date(Date.now() + 365 * DAY),
      {},
      { id: 'price_other', lookup_key: null },
    )
    expect(
      (await deliver('customer.subscription.created', { id: 'sub_other', object: 'subscription' }))
        .status,
    ).toBe(200)
    expect(await membershipOf('sub_other')).toBeUndefined()
  })

  it('never shortens a paid period when a slower handler read an older state', async () => {
    await doctorSession({ stripeCustomerId: 'cus_race' })
    const later = new Date(Date.now() + 365 * DAY)
    subscriptionState('sub_race', 'cus_race', 'active', later)
    await deliver('invoice.paid', {
      id: 'in_race',
      object: 'invoice',
      parent: { subscription_details: { subscription: 'sub_race' } },
    })
    subscriptionState('sub_race', 'cus_race', 'active', new Date(Date.now() + 10 * DAY))
    await deliver('customer.subscription.updated', { id: 'sub_race', object: 'subscription' })
    expect(new Date(String((await membershipOf('sub_race'))?.currentPeriodEnd)).getTime()).toBe(
      Math.floor(later.getTime() / 1000) * 1000,
    )
  })

  it('answers 409 while another delivery applies the same event, and takes over one that crashed', async () => {
    await doctorSession({ stripeCustomerId: 'cus_busy' })
    subscriptionState('sub_busy', 'cus_busy', 'active', new Date(Date.now() + 365 * DAY))
    await payload.db.drizzle.execute(
      sql`insert into stripe_events (event_id, type, status, updated_at, created_at) values ('evt_busy', 'customer.subscription.updated', 'processing', now(), now())`,
    )
    expect(
      (
        await deliver(
          'customer.subscription.updated',
          { id: 'sub_busy', object: 'subscription' },
          'evt_busy',
        )
      ).status,
    ).toBe(409)
    await payload.db.drizzle.execute(
      sql`update stripe_events set updated_at = now() - interval '10 minutes' where event_id = 'evt_busy'`,
    )
    expect(
      (
        await deliver(
          'customer.subscription.updated',
          { id: 'sub_busy', object: 'subscription' },
          'evt_busy',
        )
      ).json.result,
    ).toBe('processed')
    expect((await membershipOf('sub_busy'))?.status).toBe('active')
    expect(
      (
        await deliver(
          'customer.subscription.updated',
          { id: 'sub_busy', object: 'subscription' },
          'evt_busy',
        )
      ).json.result,
    ).toBe('duplicate')
  })

  it("a guest checkout with an existing account's email grants premium but does not replace that account's Stripe customer", async () => {
    const { user } = await doctorSession({ stripeCustomerId: 'cus_original' })
    standIn.api.on('GET', '/v1/checkout/sessions/cs_guest_2', () => ({
      id: 'cs_guest_2',
      object: 'checkout.session',
      mode: 'subscription',
      status: 'complete',
      subscription: 'sub_guest_2',
      customer: 'cus_stranger',
      customer_details: { email: user.email, name: null },
      client_reference_id: null,
      locale: 'de',
    }))
    subscriptionState('sub_guest_2', 'cus_stranger', 'active', new Date(Date.now() + 365 * DAY))
    await deliver('checkout.session.completed', { id: 'cs_guest_2', object: 'checkout.session' })
    expect((await payload.findByID({ collection: 'users', id: user.id })).stripeCustomerId).toBe(
      'cus_original',
    )
    expect(await membershipOf('sub_guest_2')).toMatchObject({ user: user.id, status: 'active' })
  })

  it('a cancellation at period end keeps access until the period ends', async () => {
    const { cookie } = await doctorSession({ stripeCustomerId: 'cus_cancel' })
    subscriptionState('sub_cancel', 'cus_cancel', 'active', new Date(Date.now() + 30 * DAY), {
      cancel_at_period_end: true,
    })
    await deliver('customer.subscription.updated', { id: 'sub_cancel', object: 'subscription' })
    expect(await membershipOf('sub_cancel')).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
    })
    expect(await hasPremium(cookie)).toBe(true)
  })
})

describe('checkout and portal sessions through the real Stripe client', () => {
  it('creates an embedded subscription checkout for a signed-in doctor with the right parameters', async () => {
    const { user, cookie } = await doctorSession()
    standIn.api.on('POST', '/v1/checkout/sessions', () => ({
      id: 'cs_new',
      object: 'checkout.session',
      client_secret: 'cs_new_secret_abc',
    }))
    const res = await callRoute(checkoutSession, { cookie, body: { language: 'en' } })
    expect(res).toMatchObject({ status: 200, json: { clientSecret: 'cs_new_secret_abc' } })
    const sent = standIn.api.calls('POST', '/v1/checkout/sessions').at(-1)!.params
    expect(Object.fromEntries(sent)).toMatchObject({
      mode: 'subscription',
      ui_mode: 'embedded_page',
      'line_items[0][price]': 'price_yearly',
      'line_items[0][quantity]': '1',
      'allowed_payment_method_types[0]': 'card',
      'allowed_payment_method_types[1]': 'sepa_debit',
      client_reference_id: String(user.id),
      'subscription_data[metadata][userId]': String(user.id),
      customer_email: user.email,
      locale: 'en',
    })
    expect(sent.get('return_url')).toMatch(
      /\/en\/checkout-success\?session_id=\{CHECKOUT_SESSION_ID\}$/,
    )
  })

  it('reuses a known Stripe customer (looked up, skipped when deleted), and sends members to /success?existing=true instead of a second payment', async () => {
    standIn.api.on('GET', '/v1/customers/cus_known', () => ({
      id: 'cus_known',
      object: 'customer',
    }))
    standIn.api.on('GET', '/v1/customers/cus_gone', () => ({
      id: 'cus_gone',
      object: 'customer',
      deleted: true,
    }))
    const { cookie } = await doctorSession({ stripeCustomerId: 'cus_known' })
    await callRoute(checkoutSession, { cookie, body: {} })
    const sent = standIn.api.calls('POST', '/v1/checkout/sessions').at(-1)!.params
    expect(sent.get('customer')).toBe('cus_known')
    expect(sent.has('customer_email')).toBe(false)
    const gone = await doctorSession({ stripeCustomerId: 'cus_gone' })
    await callRoute(checkoutSession, { cookie: gone.cookie, body: {} })
    const sentGone = standIn.api.calls('POST', '/v1/checkout/sessions').at(-1)!.params
    expect(sentGone.has('customer')).toBe(false)
    expect(sentGone.get('customer_email')).toBe(gone.user.email)

    const member = await doctorSession()
    await payload.create({
      collection: 'memberships',
      data: {
        user: member.user.id,
        source: 'manual',
        status: 'active',
        currentPeriodEnd: new Date(Date.now() + DAY).toISOString(),
      },
    })
    const before = standIn.api.calls('POST', '/v1/checkout/sessions').length
    expect(await callRoute(checkoutSession, { cookie: member.cookie, body: {} })).toMatchObject({
      status: 200,
      json: { existing: true, redirect: '/success?existing=true' },
    })
    expect(standIn.api.calls('POST', '/v1/checkout/sessions')).toHaveLength(before)
  })

  it('lets a guest check out without client_reference_id', async () => {
    await callRoute(checkoutSession, { body: {} })
    const sent = standIn.api.calls('POST', '/v1/checkout/sessions').at(-1)!.params
    expect(sent.has('client_reference_id')).toBe(false)
    expect(sent.get('return_url')).toMatch(/^http:\/\/localhost:\d+\/checkout-success\?session_id=/)
  })

  it('refuses a second checkout while an unpaid subscription is open (409, manage it in the portal)', async () => {
    const { user, cookie } = await doctorSession({ stripeCustomerId: 'cus_unpaid' })
    await payload.create({
      collection: 'memberships',
      data: {
        user: user.id,
        source: 'stripe',
        status: 'unpaid',
        stripeSubscriptionId: 'sub_unpaid',
        currentPeriodEnd: new Date(Date.now() + DAY).toISOString(),
      },
    })
    const res = await callRoute(checkoutSession, { cookie, body: {} })
    expect(res.status).toBe(409)
    expect(String(res.json.message)).toMatch(/Mitgliedschaft verwalten/)
  })

  it('opens the customer portal for a paying member only', async () => {
    expect((await callRoute(portalSession, { body: {} })).status).toBe(401)
    standIn.api.on('POST', '/v1/billing_portal/sessions', () => ({
      id: 'bps_1',
      object: 'billing_portal.session',
      url: 'https://billing.stripe.test/session/bps_1',
    }))
    standIn.api.on('GET', '/v1/customers/cus_portal', () => ({
      id: 'cus_portal',
      object: 'customer',
    }))
    const unknown = await doctorSession({ stripeCustomerId: 'cus_removed_in_stripe' })
    expect(await callRoute(portalSession, { cookie: unknown.cookie, body: {} })).toMatchObject({
      status: 404,
      json: { message: 'Für dieses Konto gibt es keine Online-Mitgliedschaft.' },
    })
    const { cookie } = await doctorSession({ stripeCustomerId: 'cus_portal' })
    expect(await callRoute(portalSession, { cookie, body: {} })).toMatchObject({
      status: 200,
      json: { url: 'https://billing.stripe.test/session/bps_1' },
    })
    expect(
      standIn.api.calls('POST', '/v1/billing_portal/sessions').at(-1)!.params.get('customer'),
    ).toBe('cus_portal')
  })

  it('creates the yearly price (30000 cents EUR) only when its lookup key is missing', async () => {
    standIn.api.on('GET', '/v1/prices', () => ({ object: 'list', data: [], has_more: false }))
    standIn.api.on('POST', '/v1/prices', () => ({ id: 'price_created', object: 'price' }))
    expect(await ensureMembershipPrice(stripeClient()!)).toEqual({
      priceId: 'price_created',
      created: true,
    })
    expect(
      Object.fromEntries(standIn.api.calls('POST', '/v1/prices').at(-1)!.params),
    ).toMatchObject({
      currency: 'eur',
      unit_amount: '30000',
      'recurring[interval]': 'year',
      lookup_key: 'dentaljournal_membership_yearly',
    })
    standIn.api.on('GET', '/v1/prices', () => ({
      object: 'list',
      data: [{ id: 'price_yearly', object: 'price' }],
      has_more: false,
    }))
    expect(await ensureMembershipPrice(stripeClient()!)).toEqual({
      priceId: 'price_yearly',
      created: false,
    })
    expect(standIn.api.calls('POST', '/v1/prices')).toHaveLength(1)
  })

  it('answers 503 with a clear message when payments are not configured', async () => {
    const key = process.env.STRIPE_SECRET_KEY
    delete process.env.STRIPE_SECRET_KEY
    try {
      expect(await callRoute(checkoutSession, { body: {} })).toMatchObject({
        status: 503,
        json: { message: 'Die Online-Zahlung ist noch nicht eingerichtet.' },
      })
    } finally {
      process.env.STRIPE_SECRET_KEY = key
    }
  })
})

describe('manual memberships and the premium gate', () => {
  it('admins grant memberships with an end date; the grant opens premium bodies in Payload reads too', async () => {
    const admin = (
      await payload.find({
        collection: 'users',
        where: { email: { equals: 'admin@dentaljournal.example' } },
      })
    ).docs[0]!
    const { user, cookie } = await doctorSession()
    await expect(
      payload.create({
        collection: 'memberships',
        overrideAccess: false,
        user: { ...user, collection: 'users' },
        data: {
          user: user.id,
          status: 'active',
          source: 'manual',
          currentPeriodEnd: new Date(Date.now() + DAY).toISOString(),
        },
      }),
    ).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'memberships',
        overrideAccess: false,
        user: { ...admin, collection: 'users' },
        data: { user: user.id } as never,
      }),
    ).rejects.toThrow()

    // A published one: other files leave drafts without a body behind (drafts sort first by publishedAt).
    const premiumDoc = (
      await payload.find({
        collection: 'articles',
        where: {
          _status: { equals: 'published' },
          audience: { equals: 'doctor' },
          isPremium: { not_equals: false },
        },
        limit: 1,
      })
    ).docs[0]!
    await payload.update({
      collection: 'articles',
      id: premiumDoc.id,
      data: { llmSummary: 'Kernaussage des Premium-Artikels' },
    })
    const readBodies = async () => {
      const { docs } = await payload.find({
        collection: 'articles',
        where: { audience: { equals: 'doctor' }, isPremium: { not_equals: false } },
        limit: 3,
        overrideAccess: false,
        user: { ...user, collection: 'users' },
      })
      return docs.map((d) => d.body)
    }
    const readSummary = async () =>
      (
        await payload.findByID({
          collection: 'articles',
          id: premiumDoc.id,
          overrideAccess: false,
          user: { ...user, collection: 'users' },
        })
      ).llmSummary
    expect((await readBodies()).every((b) => b === undefined)).toBe(true)
    expect(await readSummary()).toBeUndefined()
    expect(await hasPremium(cookie)).toBe(false)

    const grant = await payload.create({
      collection: 'memberships',
      depth: 0,
      overrideAccess: false,
      user: { ...admin, collection: 'users' },
      data: {
        user: user.id,
        currentPeriodEnd: new Date(Date.now() + DAY).toISOString(),
        note: 'Referent',
      },
    })
    expect(grant).toMatchObject({ source: 'manual', status: 'active', grantedBy: admin.id })
    expect(await hasPremium(cookie)).toBe(true)
    expect((await readBodies()).every((b) => b && typeof b === 'object')).toBe(true)
    expect(await readSummary()).toBe('Kernaussage des Premium-Artikels')
  })
})
