import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as getChoice, POST as setChoice } from '@/app/api/auth/newsletter/route'
import { composeDigests } from '@/lib/newsletter/issues/digest'
import { unsubscribe } from '@/lib/newsletter/unsubscribe'
import { findSubscriberByEmail, updateSubscriber } from '@/lib/newsletter/subscribers'
import { unsubscribeToken } from '@/lib/newsletter/tokens'
import type { Newsletter } from '@payload-types'

import { callRoute } from './helpers/http'
import { createUser, testPayload } from './helpers/payload'
import { articleJanitor, publishedPatientArticle, tokenFor } from './helpers/studioJobs'

let payload: Payload
const janitor = articleJanitor(() => payload)

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  await janitor.removeAll()
})

describe('weekly digest', () => {
  it('drafts one digest per audience from the articles published since the last one, and none twice in a week', async () => {
    const run = Date.now().toString(36)
    const fresh = await publishedPatientArticle(payload, `Digest-Artikel ${run}`, 'Zähne putzen.')
    janitor.track(fresh.id)
    const now = new Date(Date.now() + 60_000)
    const outcomes = await composeDigests(payload, now)
    const patient = outcomes.find((o) => o.audience === 'patient')
    expect(patient && 'created' in patient).toBe(true)
    const digest = (await payload.findByID({
      collection: 'newsletters',
      id: (patient as { created: number }).created,
      locale: 'de',
      depth: 0,
      overrideAccess: true,
    })) as Newsletter
    expect(digest.kind).toBe('digest')
    expect(digest.status).toBe('draft')
    expect(digest.audience).toBe('patient')
    expect(digest.articles).toContain(fresh.id)
    expect(digest.subject).toMatch(/^Wochenübersicht: \d+ neue/)
    const again = await composeDigests(payload, now)
    expect(again.find((o) => o.audience === 'patient')).toEqual({
      audience: 'patient',
      skipped: 'recent',
    })
  })
})

describe('member opt-in on the account page', () => {
  it('is off by default; opting in stores the consent with its time and makes the address a confirmed subscriber; the unsubscribe link turns it off', async () => {
    const doctor = await createUser(payload, 'doctor')
    const bearer = await tokenFor(payload, doctor.email)
    const before = await callRoute(getChoice, { method: 'GET', bearer })
    expect(before.status).toBe(200)
    expect(before.json).toEqual({ optIn: false, consentAt: null })
    expect((await callRoute(getChoice, { method: 'GET' })).status).toBe(401)

    const invalid = await callRoute(setChoice, { bearer, body: { optIn: 'yes' } })
    expect(invalid.status).toBe(400)
    const on = await callRoute(setChoice, { bearer, body: { optIn: true } })
    expect(on.status).toBe(200)
    expect(on.json.optIn).toBe(true)
    expect(typeof on.json.consentAt).toBe('string')
    const subscriber = await findSubscriberByEmail(payload, doctor.email.toLowerCase())
    expect(subscriber).toMatchObject({ status: 'confirmed', source: 'account', audience: 'doctor' })

    await unsubscribe(payload, unsubscribeToken(subscriber!.id, payload.secret))
    const after = await callRoute(getChoice, { method: 'GET', bearer })
    expect(after.json.optIn).toBe(false)
    expect((await findSubscriberByEmail(payload, doctor.email.toLowerCase()))?.status).toBe(
      'unsubscribed',
    )
  })

  it('opting out on the account page withdraws the consent to measuring; opting in again does not bring it back', async () => {
    const doctor = await createUser(payload, 'doctor')
    const bearer = await tokenFor(payload, doctor.email)
    expect((await callRoute(setChoice, { bearer, body: { optIn: true } })).status).toBe(200)
    const email = doctor.email.toLowerCase()
    // The member allowed counting on the unsubscribe page's measuring section.
    const subscriber = await findSubscriberByEmail(payload, email)
    await updateSubscriber(payload, subscriber!.id, { trackingConsentAt: new Date().toISOString() })

    expect((await callRoute(setChoice, { bearer, body: { optIn: false } })).status).toBe(200)
    expect(await findSubscriberByEmail(payload, email)).toMatchObject({
      status: 'unsubscribed',
      trackingConsentAt: null,
      trackingRequested: false,
    })
    expect((await callRoute(setChoice, { bearer, body: { optIn: true } })).status).toBe(200)
    expect(await findSubscriberByEmail(payload, email)).toMatchObject({
      status: 'confirmed',
      trackingConsentAt: null,
    })
  })
})
