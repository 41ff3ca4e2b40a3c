import type { ParsedMail } from 'mailparser'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as confirm } from '@/app/api/newsletter/confirm/route'
import { POST as subscribe } from '@/app/api/newsletter/subscribe/route'
import {
  GET as unsubscribeGet,
  POST as unsubscribePost,
} from '@/app/api/newsletter/unsubscribe/route'
import { confirmationState } from '@/lib/newsletter/confirm'
import { consentIpHash } from '@/lib/newsletter/consent'
import { sendNewsletterMail } from '@/lib/newsletter/mail'
import { NEWSLETTER_MESSAGES } from '@/lib/newsletter/messages'
import { requestSubscription } from '@/lib/newsletter/subscribe'
import { findSubscriberByEmail } from '@/lib/newsletter/subscribers'
import type { NewsletterSubscriber } from '@payload-types'

import { callRoute, freshEmail, rawCall, smtpServerForFile, waitForMail } from './helpers/http'
import { testPayload } from './helpers/payload'

let payload: Payload
const smtp = smtpServerForFile()
const DAY_MS = 24 * 60 * 60 * 1000
const CONFIRM_SUBJECT = /Newsletter-Anmeldung|newsletter subscription/

beforeAll(async () => {
  payload = await testPayload()
})

/** The subscriber row as stored (hidden fields included). */
async function stored(email: string): Promise<NewsletterSubscriber> {
  const subscriber = await findSubscriberByEmail(payload, email)
  if (!subscriber) throw new Error(`no subscriber ${email}`)
  return subscriber
}

/** A header of a received mail as written on the wire (unfolded), e.g. `List-Unsubscribe`. */
function header(mail: ParsedMail, name: string): string | undefined {
  const line = mail.headerLines.find((h) => h.key === name.toLowerCase())?.line
  return line
    ?.replace(/\r?\n[ \t]+/g, ' ')
    .slice(name.length + 1)
    .trim()
}

/** The confirmation link in a mail: path and token of `…/newsletter/confirm?token=…`. */
function confirmationLink(mail: ParsedMail): { path: string; token: string } {
  const match = mail.text?.match(
    /https?:\/\/[^\s/]+(\/[^\s?]*newsletter\/confirm)\?token=([A-Za-z0-9_%-]+)/,
  )
  if (!match) throw new Error(`no confirmation link in mail: ${mail.text}`)
  return { path: match[1]!, token: decodeURIComponent(match[2]!) }
}

/** The one-click URL of the List-Unsubscribe header (`<https://…>`). */
function oneClickUrl(mail: ParsedMail): string {
  const value = header(mail, 'List-Unsubscribe')
  const url = value?.match(/^<(https?:\/\/[^>]+)>$/)?.[1]
  if (!url) throw new Error(`no List-Unsubscribe URL: ${value}`)
  return url
}

function mailsTo(email: string): ParsedMail[] {
  return smtp.server.messages.filter((m) => JSON.stringify(m.to).includes(email))
}

/** Waits for the n-th (1-based) confirmation mail to `email`. */
async function nthConfirmationMail(email: string, n: number): Promise<ParsedMail> {
  const deadline = Date.now() + 10_000
  for (;;) {
    const mails = mailsTo(email).filter((m) => CONFIRM_SUBJECT.test(m.subject ?? ''))
    if (mails.length >= n) return mails[n - 1]!
    if (Date.now() > deadline)
      throw new Error(`only ${mails.length} confirmation mails to ${email}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

const ONE_CLICK = { 'content-type': 'application/x-www-form-urlencoded' }

/** Subscribes through the route and confirms through the link in the mail; returns the confirmation mail. */
async function subscribeAndConfirm(
  email: string,
  body: Record<string, unknown> = {},
): Promise<ParsedMail> {
  const before = mailsTo(email).filter((m) => CONFIRM_SUBJECT.test(m.subject ?? '')).length
  expect((await callRoute(subscribe, { body: { email, ...body } })).status).toBe(200)
  const mail = await nthConfirmationMail(email, before + 1)
  expect((await callRoute(confirm, { body: { token: confirmationLink(mail).token } })).status).toBe(
    200,
  )
  return mail
}

describe('newsletter double opt-in', () => {
  it('mails a confirmation link with the RFC 8058 headers; confirming records consentAt and a keyed hash of the IP, never the IP', async () => {
    const email = freshEmail('nl-optin')
    const res = await callRoute(subscribe, {
      body: { email: `  ${email.toUpperCase()} `, locale: 'de-DE', source: 'sidebar' },
    })
    expect(res).toMatchObject({
      status: 200,
      json: { message: NEWSLETTER_MESSAGES.subscribeAccepted },
    })

    const mail = await waitForMail(
      smtp.server.messages,
      email,
      /Bitte bestätigen Sie Ihre Newsletter-Anmeldung/,
    )
    expect(mail.html).toContain('Anmeldung bestätigen')
    expect(mail.text).toContain('7 Tage gültig')
    expect(header(mail, 'List-Unsubscribe')).toMatch(
      /^<https?:\/\/[^>]+\/api\/newsletter\/unsubscribe\?token=\d+\.[A-Za-z0-9_-]{43}>$/,
    )
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')

    const pending = await stored(email)
    expect(pending).toMatchObject({
      email,
      status: 'pending',
      locale: 'de',
      source: 'sidebar',
      consentAt: null,
      consentIpHash: null,
    })
    expect(Date.now() - new Date(pending.requestedAt).getTime()).toBeLessThan(60_000)

    const link = confirmationLink(mail)
    expect(link.path).toBe('/newsletter/confirm')
    expect(pending.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/)
    expect(pending.confirmTokenHash).not.toContain(link.token)

    // What the confirm page does on GET (mail scanners too): look only.
    expect((await confirmationState(payload, link.token)).state).toBe('valid')
    expect((await stored(email)).status).toBe('pending')

    const ip = '203.0.113.77'
    const confirmed = await callRoute(confirm, { body: { token: link.token }, ip })
    expect(confirmed).toMatchObject({
      status: 200,
      json: { message: NEWSLETTER_MESSAGES.confirmed, status: 'confirmed' },
    })
    const row = await stored(email)
    expect(row).toMatchObject({
      status: 'confirmed',
      confirmTokenHash: null,
      consentIpHash: consentIpHash(ip, payload.secret),
    })
    expect(Date.now() - new Date(row.consentAt!).getTime()).toBeLessThan(60_000)
    expect(row.consentIpHash).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(JSON.stringify(row)).not.toContain(ip)
    expect(row.consentIpHash).not.toBe(consentIpHash('203.0.113.78', payload.secret))

    // The link works once.
    expect(await callRoute(confirm, { body: { token: link.token } })).toMatchObject({
      status: 400,
      json: { message: NEWSLETTER_MESSAGES.confirmInvalid, reason: 'invalid' },
    })
  })

  it('a reader who subscribed on a Turkish page gets the confirmation mail in Turkish, frame included', async () => {
    const email = freshEmail('nl-tr')
    const res = await callRoute(subscribe, { body: { email, locale: 'tr', source: 'sidebar' } })
    expect(res.status).toBe(200)
    const mail = await waitForMail(smtp.server.messages, email, /bülten aboneliğinizi onaylayın/)
    expect((await stored(email)).locale).toBe('tr')
    const text = String(mail.text)
    for (const turkish of ['Merhaba,', 'Aboneliği onayla', '7 gün geçerlidir', 'adresine yazın'])
      expect(text).toContain(turkish)
    for (const other of ['Hello,', 'Please confirm', 'Questions?', 'Guten Tag'])
      expect(text).not.toContain(other)
    expect(String(mail.html)).toMatch(/<html[^>]* lang="tr"/)
  })

  it('answers a new, pending, confirmed and unsubscribed address with the same neutral message; a confirmed address gets no new mail', async () => {
    const confirmedEmail = freshEmail('nl-confirmed')
    const confirmationMail = await subscribeAndConfirm(confirmedEmail)
    const unsubscribedEmail = freshEmail('nl-unsubscribed')
    const unsubscribedMail = await subscribeAndConfirm(unsubscribedEmail)
    expect(
      (
        await rawCall(unsubscribePost, oneClickUrl(unsubscribedMail), {
          method: 'POST',
          headers: ONE_CLICK,
          body: 'List-Unsubscribe=One-Click',
        })
      ).status,
    ).toBe(200)
    const pendingEmail = freshEmail('nl-pending')
    expect((await callRoute(subscribe, { body: { email: pendingEmail } })).status).toBe(200)
    await nthConfirmationMail(pendingEmail, 1)

    const answers = []
    for (const email of [freshEmail('nl-new'), pendingEmail, confirmedEmail, unsubscribedEmail]) {
      const { status, json } = await callRoute(subscribe, { body: { email } })
      answers.push({ status, json })
    }
    expect(answers).toEqual(
      Array(4).fill({ status: 200, json: { message: NEWSLETTER_MESSAGES.subscribeAccepted } }),
    )

    // The pending and the unsubscribed address get a new link; the confirmed one nothing.
    await nthConfirmationMail(pendingEmail, 2)
    await nthConfirmationMail(unsubscribedEmail, 2)
    expect(await requestSubscription(payload, { email: confirmedEmail, locale: 'de' })).toBe(
      'already-confirmed',
    )
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(mailsTo(confirmedEmail)).toEqual([confirmationMail])
    expect((await stored(confirmedEmail)).status).toBe('confirmed')
  })

  it('refuses a confirmation link requested more than 7 days ago and changes nothing (6 days still work)', async () => {
    const email = freshEmail('nl-expired')
    await callRoute(subscribe, { body: { email, locale: 'en' } })
    const mail = await waitForMail(
      smtp.server.messages,
      email,
      /Please confirm your newsletter subscription/,
    )
    const { path, token } = confirmationLink(mail)
    expect(path).toBe('/en/newsletter/confirm')
    const row = await stored(email)

    await payload.db.updateOne({
      collection: 'newsletter-subscribers',
      id: row.id,
      data: { requestedAt: new Date(Date.now() - 8 * DAY_MS).toISOString() },
      returning: false,
    })
    expect((await confirmationState(payload, token)).state).toBe('expired')
    expect(await callRoute(confirm, { body: { token } })).toMatchObject({
      status: 400,
      json: { message: NEWSLETTER_MESSAGES.confirmExpired, reason: 'expired' },
    })
    expect(await stored(email)).toMatchObject({
      status: 'pending',
      consentAt: null,
      consentIpHash: null,
      confirmTokenHash: row.confirmTokenHash,
    })

    await payload.db.updateOne({
      collection: 'newsletter-subscribers',
      id: row.id,
      data: { requestedAt: new Date(Date.now() - 6 * DAY_MS).toISOString() },
      returning: false,
    })
    expect((await callRoute(confirm, { body: { token } })).status).toBe(200)
    expect((await stored(email)).status).toBe('confirmed')
  })

  it('refuses unknown tokens with a 400', async () => {
    expect(await callRoute(confirm, { body: { token: 'x'.repeat(43) } })).toMatchObject({
      status: 400,
      json: { reason: 'invalid' },
    })
    expect((await callRoute(confirm, { body: {} })).status).toBe(400)
  })

  it("a sign-up from a patients' page joins the patients' newsletter, one from the dentists' pages the dentists'", async () => {
    const patient = freshEmail('nl-patient')
    await subscribeAndConfirm(patient, { locale: 'de', source: 'sidebar', audience: 'patient' })
    expect(await stored(patient)).toMatchObject({ status: 'confirmed', audience: 'patient' })

    const dentist = freshEmail('nl-dentist')
    await subscribeAndConfirm(dentist, { locale: 'de', source: 'stay-updated' })
    expect(await stored(dentist)).toMatchObject({ status: 'confirmed', audience: 'doctor' })

    // A pending address that signs up again from a patients' page moves to that list.
    const moved = freshEmail('nl-moved')
    expect((await callRoute(subscribe, { body: { email: moved } })).status).toBe(200)
    await nthConfirmationMail(moved, 1)
    expect((await stored(moved)).audience).toBe('doctor')
    expect(
      (await callRoute(subscribe, { body: { email: moved, audience: 'patient' } })).status,
    ).toBe(200)
    await nthConfirmationMail(moved, 2)
    expect((await stored(moved)).audience).toBe('patient')

    const refused = await callRoute(subscribe, {
      body: { email: freshEmail('nl-bad-audience'), audience: 'dentists' },
    })
    expect(refused.status).toBe(400)
  })
})

describe('newsletter one-click unsubscribe (RFC 8058)', () => {
  it('POST with List-Unsubscribe=One-Click unsubscribes at once; GET only leads to the page with the button', async () => {
    const email = freshEmail('nl-oneclick')
    const mail = await subscribeAndConfirm(email)
    const url = oneClickUrl(mail)

    const get = await rawCall(unsubscribeGet, url)
    expect(get.status).toBe(303)
    const location = new URL(get.headers.get('location')!)
    expect(location.pathname).toBe('/newsletter/unsubscribe')
    expect(location.searchParams.get('token')).toBe(new URL(url).searchParams.get('token'))
    expect((await stored(email)).status).toBe('confirmed')

    expect(
      (await rawCall(unsubscribePost, url, { method: 'POST', headers: ONE_CLICK, body: '' }))
        .status,
    ).toBe(400)
    expect(
      (
        await rawCall(unsubscribePost, url, {
          method: 'POST',
          headers: ONE_CLICK,
          body: 'List-Unsubscribe=Later',
        })
      ).status,
    ).toBe(400)
    expect((await stored(email)).status).toBe('confirmed')

    const post = await rawCall(unsubscribePost, url, {
      method: 'POST',
      headers: ONE_CLICK,
      body: 'List-Unsubscribe=One-Click',
    })
    expect(post.status).toBe(200)
    expect(JSON.parse(post.text)).toEqual({ message: NEWSLETTER_MESSAGES.unsubscribed })
    expect(post.headers.get('location')).toBeNull()
    const row = await stored(email)
    expect(row.status).toBe('unsubscribed')
    expect(Date.now() - new Date(row.unsubscribedAt!).getTime()).toBeLessThan(60_000)

    // Repeating it is harmless and keeps the first date.
    expect(
      (
        await rawCall(unsubscribePost, url, {
          method: 'POST',
          headers: ONE_CLICK,
          body: 'List-Unsubscribe=One-Click',
        })
      ).status,
    ).toBe(200)
    expect((await stored(email)).unsubscribedAt).toBe(row.unsubscribedAt)
  })

  it('accepts the body as multipart/form-data too, and refuses forged tokens', async () => {
    const email = freshEmail('nl-multipart')
    const url = oneClickUrl(await subscribeAndConfirm(email))
    const token = new URL(url).searchParams.get('token')!
    const [id, mac] = token.split('.')
    const forged = new URL(url)
    forged.searchParams.set('token', `${Number(id) + 1}.${mac}`)
    const form = () => {
      const data = new FormData()
      data.set('List-Unsubscribe', 'One-Click')
      return data
    }
    expect(
      await rawCall(unsubscribePost, forged.toString(), { method: 'POST', body: form() }),
    ).toMatchObject({ status: 400 })
    expect(
      (
        await rawCall(unsubscribePost, url.replace(/token=.*/, ''), {
          method: 'POST',
          body: form(),
        })
      ).status,
    ).toBe(400)
    expect((await stored(email)).status).toBe('confirmed')
    expect((await rawCall(unsubscribePost, url, { method: 'POST', body: form() })).status).toBe(200)
    expect((await stored(email)).status).toBe('unsubscribed')
  })

  it('after unsubscribing, signing up again stays unsubscribed until the new link is confirmed (old links stay dead)', async () => {
    const email = freshEmail('nl-resubscribe')
    const first = await subscribeAndConfirm(email)
    const firstConsent = (await stored(email)).consentAt!
    await rawCall(unsubscribePost, oneClickUrl(first), {
      method: 'POST',
      headers: ONE_CLICK,
      body: 'List-Unsubscribe=One-Click',
    })

    expect((await callRoute(subscribe, { body: { email, source: 'stay-updated' } })).status).toBe(
      200,
    )
    const second = await nthConfirmationMail(email, 2)
    expect(await stored(email)).toMatchObject({ status: 'unsubscribed', source: 'stay-updated' })
    expect(
      await sendNewsletterMail(payload, await stored(email), {
        subject: 'Ausgabe 1',
        paragraphs: ['Inhalt'],
      }),
    ).toBe(false)

    expect(
      (await callRoute(confirm, { body: { token: confirmationLink(first).token } })).status,
    ).toBe(400)
    expect((await stored(email)).status).toBe('unsubscribed')

    expect(
      (await callRoute(confirm, { body: { token: confirmationLink(second).token } })).status,
    ).toBe(200)
    const row = await stored(email)
    expect(row).toMatchObject({ status: 'confirmed', unsubscribedAt: null })
    expect(new Date(row.consentAt!).getTime()).toBeGreaterThan(new Date(firstConsent).getTime())
  })

  it('sendNewsletterMail sends only to confirmed subscribers, with the one-click headers and an unsubscribe line', async () => {
    const email = freshEmail('nl-issue')
    await subscribeAndConfirm(email, { locale: 'en' })
    const subscriber = await stored(email)
    expect(
      await sendNewsletterMail(payload, subscriber, {
        subject: 'Issue 12: Periodontitis',
        paragraphs: ['What is new.'],
      }),
    ).toBe(true)
    const mail = await waitForMail(smtp.server.messages, email, /^Issue 12: Periodontitis$/)
    expect(mail.text).toContain('What is new.')
    expect(mail.text).toMatch(
      /Unsubscribe from the newsletter: https?:\/\/\S+\/en\/newsletter\/unsubscribe\?token=\d+\./,
    )
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
    const post = await rawCall(unsubscribePost, oneClickUrl(mail), {
      method: 'POST',
      headers: ONE_CLICK,
      body: 'List-Unsubscribe=One-Click',
    })
    expect(post.status).toBe(200)
    expect((await stored(email)).status).toBe('unsubscribed')
  })
})
