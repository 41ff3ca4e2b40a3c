import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { DELETE as leave } from '@/app/api/practices/[id]/members/me/route'
import { PUT as setRole } from '@/app/api/practices/[id]/members/[memberId]/route'
import { DELETE as deletePractice } from '@/app/api/practices/[id]/route'
import { POST as seatCheckout } from '@/app/api/practices/[id]/seats/checkout/route'
import { POST as seatPortal } from '@/app/api/practices/[id]/seats/portal/route'
import { DELETE as unassign, PUT as assign } from '@/app/api/practices/[id]/seats/[memberId]/route'
import { deleteAccount } from '@/lib/account/deletion'
import { userHasPremium } from '@/lib/membership/reads'
import { asServer } from '@/lib/payload/readAs'
import { seatPriceLookupKey } from '@/lib/stripe/seatPrice'

import { subscriptionObject } from '../support/stripeStandIn'
import { callRoute, smtpServerForFile } from './helpers/http'
import { testPayload } from './helpers/payload'
import { dentist, detail, employ, practiceOf, type Dentist } from './helpers/practiceSupport'
import { deliverStripeEvent, stripeStandInForFile } from './helpers/stripeStandInForFile'

/*
 * Team seats (docs/product.md, "Team seats"): the owner buys N seats with Stripe Checkout
 * (a subscription with quantity, billed to the practice's own customer), the webhook
 * mirrors the subscription into the practice, owners and managers assign seats to
 * employed dentists, who have premium while assigned. A reduction unassigns nobody; the
 * owner chooses. The real `stripe` library talks to a stand-in at the HTTP boundary.
 */

smtpServerForFile()
const standIn = stripeStandInForFile()
let payload: Payload
const YEAR = 365 * 24 * 3600 * 1000

beforeAll(async () => {
  payload = await testPayload()
})

const at = (practiceId: number, memberId?: number) => ({
  id: String(practiceId),
  ...(memberId === undefined ? {} : { memberId: String(memberId) }),
})

/** Makes the stand-in report the seat subscription with `quantity` seats in `status`. */
function seatSubscription(
  id: string,
  practiceId: number,
  quantity: number,
  status = 'active',
  periodEnd = new Date(Date.now() + YEAR),
) {
  const base = subscriptionObject(id, `cus_practice_${practiceId}`, status, periodEnd)
  const item = { ...base.items.data[0], quantity }
  standIn.api.on('GET', `/v1/subscriptions/${id}`, () => ({
    ...base,
    metadata: { practiceId: String(practiceId) },
    items: { ...base.items, data: [item] },
  }))
}

/** The owner's own member row in the practice detail. */
async function ownerRowOf(owner: Dentist, practiceId: number) {
  const members = (await detail(owner, practiceId)).json.members as { id: number; role: string }[]
  return members.find((m) => m.role === 'owner')!
}

const premium = (who: Dentist) => userHasPremium(payload, who.user.id)

async function seat(owner: Dentist, practiceId: number, memberId: number, on = true) {
  return callRoute(on ? assign : unassign, {
    method: on ? 'PUT' : 'DELETE',
    cookie: owner.cookie,
    params: at(practiceId, memberId),
  })
}

describe('Team seats', () => {
  it('are bought for the practice, mirrored by the webhook and give assigned dentists premium', async () => {
    const owner = await dentist(payload, 'seat-owner')
    const [anna, ben] = [await dentist(payload, 'seat-anna'), await dentist(payload, 'seat-ben')]
    const practiceId = await practiceOf(owner, 'Praxis mit Teamplätzen')
    const annaId = await employ(payload, owner, practiceId, anna, 'status')
    const benId = await employ(payload, owner, practiceId, ben, 'none')
    standIn.api.on('POST', '/v1/customers', () => ({
      id: `cus_practice_${practiceId}`,
      object: 'customer',
    }))
    standIn.api.on('POST', '/v1/checkout/sessions', () => ({
      id: 'cs_seats_1',
      object: 'checkout.session',
      client_secret: 'cs_seats_secret',
    }))

    // Bad numbers and non-owners are refused before Stripe is asked.
    for (const seats of [0, 201, 1.5, '2'])
      expect(
        (
          await callRoute(seatCheckout, {
            cookie: owner.cookie,
            params: at(practiceId),
            body: { seats },
          })
        ).status,
      ).toBe(400)
    const byEmployee = await callRoute(seatCheckout, {
      cookie: anna.cookie,
      params: at(practiceId),
      body: { seats: 2 },
    })
    expect(byEmployee.status).toBe(404)
    expect(standIn.api.calls('POST', '/v1/checkout/sessions')).toHaveLength(0)
    expect((await seat(owner, practiceId, annaId)).json.code).toBe('seats_none')

    const started = await callRoute(seatCheckout, {
      cookie: owner.cookie,
      params: at(practiceId),
      body: { seats: 2 },
    })
    expect(started.status).toBe(200)
    expect(started.json.clientSecret).toBe('cs_seats_secret')
    const customer = standIn.api.calls('POST', '/v1/customers').at(-1)!.params
    expect(customer.get('name')).toBe('Praxis mit Teamplätzen')
    expect(customer.get('metadata[practiceId]')).toBe(String(practiceId))
    const session = standIn.api.calls('POST', '/v1/checkout/sessions').at(-1)!.params
    expect(session.get('line_items[0][quantity]')).toBe('2')
    expect(session.get('customer')).toBe(`cus_practice_${practiceId}`)
    expect(session.get('subscription_data[metadata][practiceId]')).toBe(String(practiceId))

    // The completed checkout mirrors the subscription into the practice, not the owner.
    seatSubscription('sub_seats_1', practiceId, 2)
    standIn.api.on('GET', '/v1/checkout/sessions/cs_seats_1', () => ({
      id: 'cs_seats_1',
      object: 'checkout.session',
      mode: 'subscription',
      status: 'complete',
      subscription: 'sub_seats_1',
      customer: `cus_practice_${practiceId}`,
      client_reference_id: String(owner.user.id),
      metadata: { practiceId: String(practiceId) },
      customer_details: { email: owner.user.email },
    }))
    expect(
      (await deliverStripeEvent('checkout.session.completed', { id: 'cs_seats_1' })).status,
    ).toBe(200)
    const ownerAfter = await payload.findByID({
      collection: 'users',
      id: owner.user.id,
      ...asServer('test: the owner’s own Stripe customer stays unset'),
    })
    expect(ownerAfter.stripeCustomerId ?? null).toBeNull()
    expect(await premium(owner)).toBe(false)
    expect((await detail(owner, practiceId)).json.seats).toMatchObject({
      paid: 2,
      assigned: 0,
      active: true,
      subscribed: true,
    })
    const again = await callRoute(seatCheckout, {
      cookie: owner.cookie,
      params: at(practiceId),
      body: { seats: 1 },
    })
    expect(again.json.code).toBe('seats_subscription_exists')

    // Two seats: Anna and Ben get one each, the owner finds none left.
    expect((await seat(owner, practiceId, annaId)).status).toBe(200)
    expect((await seat(owner, practiceId, benId)).status).toBe(200)
    expect(await premium(anna)).toBe(true)
    expect(await premium(ben)).toBe(true)
    const ownerRow = await ownerRowOf(owner, practiceId)
    const third = await seat(owner, practiceId, ownerRow.id)
    expect([third.status, third.json.code]).toEqual([409, 'seats_exhausted'])

    // The owner reduces to one seat in the portal: nobody loses the seat silently.
    seatSubscription('sub_seats_1', practiceId, 1)
    await deliverStripeEvent('customer.subscription.updated', { id: 'sub_seats_1' })
    expect((await detail(owner, practiceId)).json.seats).toMatchObject({
      paid: 1,
      assigned: 2,
      overAssigned: true,
    })
    expect(await premium(ben)).toBe(true)
    expect((await seat(owner, practiceId, benId, false)).json).toEqual({ seat: false })
    expect(await premium(ben)).toBe(false)
    expect((await detail(owner, practiceId)).json.seats).toMatchObject({ overAssigned: false })

    // Leaving ends the seat's premium at once; the freed seat goes to the owner.
    expect(
      (await callRoute(leave, { method: 'DELETE', cookie: anna.cookie, params: at(practiceId) }))
        .status,
    ).toBe(200)
    expect(await premium(anna)).toBe(false)
    expect((await seat(owner, practiceId, ownerRow.id)).status).toBe(200)
    expect(await premium(owner)).toBe(true)

    // While the subscription is open the practice cannot be deleted; once canceled it can,
    // and the seat's premium has ended with the subscription.
    const refused = await callRoute(deletePractice, {
      method: 'DELETE',
      cookie: owner.cookie,
      params: at(practiceId),
    })
    expect([refused.status, refused.json.code]).toEqual([409, 'practice_has_seats'])
    seatSubscription('sub_seats_1', practiceId, 1, 'canceled', new Date(Date.now() - 1000))
    await deliverStripeEvent('customer.subscription.deleted', { id: 'sub_seats_1' })
    expect(await premium(owner)).toBe(false)
    expect((await detail(owner, practiceId)).json.seats).toMatchObject({ active: false, paid: 0 })
    const deleted = await callRoute(deletePractice, {
      method: 'DELETE',
      cookie: owner.cookie,
      params: at(practiceId),
    })
    expect(deleted.status).toBe(200)
  })

  it('are cancelled in Stripe when the owner deletes their account with the practice', async () => {
    const owner = await dentist(payload, 'seat-leaving-owner')
    const employee = await dentist(payload, 'seat-leaving-employee')
    const practiceId = await practiceOf(owner, 'Praxis, deren Inhaberin geht')
    const memberId = await employ(payload, owner, practiceId, employee, 'none')
    seatSubscription('sub_seats_gone', practiceId, 1)
    await deliverStripeEvent('customer.subscription.created', { id: 'sub_seats_gone' })
    expect((await seat(owner, practiceId, memberId)).status).toBe(200)
    expect(await premium(employee)).toBe(true)
    standIn.api.on('DELETE', '/v1/subscriptions/sub_seats_gone', () => ({
      id: 'sub_seats_gone',
      object: 'subscription',
      status: 'canceled',
    }))

    await deleteAccount(payload, owner.user, { kind: 'self' })
    expect(standIn.api.calls('DELETE', '/v1/subscriptions/sub_seats_gone')).toHaveLength(1)
    expect(await premium(employee)).toBe(false)
  })

  it('opens the customer portal for the practice’s subscription only', async () => {
    const owner = await dentist(payload, 'portal-owner')
    const practiceId = await practiceOf(owner, 'Praxis ohne Abo')
    const before = await callRoute(seatPortal, { cookie: owner.cookie, params: at(practiceId) })
    expect([before.status, before.json.code]).toEqual([409, 'seats_not_subscribed'])
    seatSubscription('sub_seats_portal', practiceId, 3)
    await deliverStripeEvent('customer.subscription.created', { id: 'sub_seats_portal' })
    standIn.api.on('POST', '/v1/billing_portal/sessions', () => ({
      id: 'bps_1',
      object: 'billing_portal.session',
      url: 'https://billing.stripe.test/p/session_1',
    }))
    const opened = await callRoute(seatPortal, { cookie: owner.cookie, params: at(practiceId) })
    expect(opened.json.url).toBe('https://billing.stripe.test/p/session_1')
    const sent = standIn.api.calls('POST', '/v1/billing_portal/sessions').at(-1)!.params
    expect(sent.get('customer')).toBe(`cus_practice_${practiceId}`)
  })
  it('uses the team price an admin sets, as its own Stripe price', async () => {
    const owner = await dentist(payload, 'price-owner')
    const practiceId = await practiceOf(owner, 'Praxis zum Teampreis')
    const teamKey = seatPriceLookupKey(25_000)
    standIn.api.on('GET', '/v1/prices', (request) => ({
      object: 'list',
      data:
        request.query.get('lookup_keys[0]') === teamKey
          ? []
          : [{ id: 'price_yearly', object: 'price' }],
      has_more: false,
    }))
    standIn.api.on('POST', '/v1/prices', () => ({ id: 'price_team_25000', object: 'price' }))
    standIn.api.on('POST', '/v1/customers', () => ({ id: 'cus_team_price', object: 'customer' }))
    standIn.api.on('POST', '/v1/checkout/sessions', () => ({
      id: 'cs_team_price',
      object: 'checkout.session',
      client_secret: 'cs_team_secret',
    }))
    const setPrice = (teamSeatPriceCents: number | null) =>
      payload.updateGlobal({
        slug: 'settings',
        data: { teamSeatPriceCents },
        ...asServer('test: an admin sets the team price'),
      })
    await setPrice(25_000)
    try {
      const started = await callRoute(seatCheckout, {
        cookie: owner.cookie,
        params: at(practiceId),
        body: { seats: 4 },
      })
      expect(started.status).toBe(200)
      const created = standIn.api.calls('POST', '/v1/prices').at(-1)!.params
      expect(created.get('unit_amount')).toBe('25000')
      expect(created.get('lookup_key')).toBe(teamKey)
      const session = standIn.api.calls('POST', '/v1/checkout/sessions').at(-1)!.params
      expect(session.get('line_items[0][price]')).toBe('price_team_25000')
      expect(session.get('line_items[0][quantity]')).toBe('4')
    } finally {
      await setPrice(null)
    }
  })
})

describe('Managers', () => {
  it('are named by the owner, see the practice and assign seats, but neither buy nor delete', async () => {
    const owner = await dentist(payload, 'mgr-owner')
    const manager = await dentist(payload, 'mgr-manager')
    const practiceId = await practiceOf(owner, 'Praxis mit Management')
    const managerId = await employ(payload, owner, practiceId, manager, 'none')
    expect((await detail(manager, practiceId)).status).toBe(404)

    const named = await callRoute(setRole, {
      method: 'PUT',
      cookie: owner.cookie,
      params: at(practiceId, managerId),
      body: { role: 'manager' },
    })
    expect(named.json).toEqual({ role: 'manager' })
    expect((await detail(manager, practiceId)).status).toBe(200)

    const ownerRow = await ownerRowOf(owner, practiceId)
    const byManager = await callRoute(setRole, {
      method: 'PUT',
      cookie: manager.cookie,
      params: at(practiceId, ownerRow.id),
      body: { role: 'dentist' },
    })
    expect([byManager.status, byManager.json.code]).toEqual([403, 'practice_owner_only'])
    const ownerItself = await callRoute(setRole, {
      method: 'PUT',
      cookie: owner.cookie,
      params: at(practiceId, ownerRow.id),
      body: { role: 'manager' },
    })
    expect(ownerItself.json.code).toBe('practice_owner_role_fixed')
    const badRole = await callRoute(setRole, {
      method: 'PUT',
      cookie: owner.cookie,
      params: at(practiceId, managerId),
      body: { role: 'owner' },
    })
    expect(badRole.status).toBe(400)

    const buys = await callRoute(seatCheckout, {
      cookie: manager.cookie,
      params: at(practiceId),
      body: { seats: 1 },
    })
    expect(buys.json.code).toBe('practice_owner_only')
    const deletes = await callRoute(deletePractice, {
      method: 'DELETE',
      cookie: manager.cookie,
      params: at(practiceId),
    })
    expect(deletes.json.code).toBe('practice_owner_only')

    seatSubscription('sub_seats_mgr', practiceId, 1)
    await deliverStripeEvent('customer.subscription.created', { id: 'sub_seats_mgr' })
    expect((await seat(manager, practiceId, managerId)).status).toBe(200)
    expect(await premium(manager)).toBe(true)

    // Taking the role back: the former manager sees the practice no more.
    await callRoute(setRole, {
      method: 'PUT',
      cookie: owner.cookie,
      params: at(practiceId, managerId),
      body: { role: 'dentist' },
    })
    expect((await detail(manager, practiceId)).status).toBe(404)
  })
})
