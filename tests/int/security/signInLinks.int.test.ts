import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as linkPreview } from '@/app/api/auth/link-preview/route'
import { POST as magicLink } from '@/app/api/auth/magic-link/route'
import { POST as redeemMagicLink } from '@/app/api/auth/magic-link/verify/route'
import { POST as signIn } from '@/app/api/auth/sign-in/route'
import { GET as currentUser } from '@/app/api/auth/user/route'
import { POST as verifyEmail } from '@/app/api/auth/verify-email/route'
import { issueVerificationToken } from '@/lib/auth/verification'

import {
  callRoute,
  cookieNamed,
  freshEmail,
  linkFrom,
  smtpServerForFile,
  waitForMail,
} from '../helpers/http'
import { createUser, testPayload } from '../helpers/payload'

/**
 * Login CSRF through sign-in links: someone mails a reader a sign-in link to *his own*
 * account; if the page used it on opening, the reader would be silently signed in to that
 * account (and might enter a CME number or pay there). A link from a mail never silently
 * replaces the session a reader is in: a magic link signs in at once only in the browser
 * that asked for it and when no other account is signed in there; otherwise the page asks
 * "Als d…@… anmelden?" first. Verification links always ask unless their account is
 * already signed in. Looking at a link never uses it up.
 */
let payload: Payload
const smtp = smtpServerForFile()

beforeAll(async () => {
  payload = await testPayload()
})

/** Asks for a magic link for `email` from a browser with `cookie`; the link's token and the browser cookie set. */
async function requestMagicLink(email: string, cookie?: string) {
  const res = await callRoute(magicLink, { body: { email }, cookie })
  expect(res.status).toBe(200)
  const browser = cookieNamed(res.headers, 'dj_link_browser')
  expect(res.setCookie).toMatch(/HttpOnly/i)
  const mail = await waitForMail(smtp.server.messages, email, /Anmeldelink/)
  smtp.server.messages.splice(smtp.server.messages.indexOf(mail), 1)
  return { token: linkFrom(mail).token, browser }
}

async function signedInCookie(email: string) {
  const res = await callRoute(signIn, { body: { email, password: 'test-password-123' } })
  expect(res.status).toBe(200)
  return cookieNamed(res.headers, 'payload-token')
}

const whoIs = async (cookie: string) =>
  (await callRoute(currentUser, { method: 'GET', cookie })).json.email

describe('sign-in links never silently sign in or replace a session', () => {
  it('a magic link opened in another browser shows the masked account and signs in only after confirmation', async () => {
    const user = await createUser(payload, 'doctor')
    const { token } = await requestMagicLink(user.email)

    const preview = await callRoute(linkPreview, { body: { kind: 'magic', token } })
    expect(preview).toMatchObject({
      status: 200,
      json: {
        email: `${user.email[0]}…@test.example`,
        needsConfirmation: true,
        signedInAs: null,
      },
    })
    expect(JSON.stringify(preview.json)).not.toContain(user.email)

    const unconfirmed = await callRoute(redeemMagicLink, { body: { token } })
    expect(unconfirmed).toMatchObject({
      status: 409,
      json: { code: 'confirmation_required' },
      setCookie: null,
    })
    const confirmed = await callRoute(redeemMagicLink, { body: { token, confirmed: true } })
    expect(confirmed.status).toBe(200)
    expect(await whoIs(cookieNamed(confirmed.headers, 'payload-token'))).toBe(user.email)
  })

  it('in the browser that asked for it, with nobody signed in, the magic link signs in at once', async () => {
    const user = await createUser(payload, 'doctor')
    const { token, browser } = await requestMagicLink(user.email)
    expect(
      (await callRoute(linkPreview, { body: { kind: 'magic', token }, cookie: browser })).json,
    ).toMatchObject({ needsConfirmation: false, signedInAs: null })
    const res = await callRoute(redeemMagicLink, { body: { token }, cookie: browser })
    expect(res.status).toBe(200)
    // The same browser keeps its id for the next request.
    const again = await callRoute(magicLink, { body: { email: user.email }, cookie: browser })
    expect(cookieNamed(again.headers, 'dj_link_browser')).toBe(browser)
  })

  it("an attacker's own link does not replace the reader's session; the page names the account signed in", async () => {
    const attacker = await createUser(payload, 'doctor')
    const victim = await createUser(payload, 'doctor')
    const { token } = await requestMagicLink(attacker.email)
    // The victim's browser: her session and her own link-browser cookie from an earlier request.
    const { browser: victimBrowser } = await requestMagicLink(victim.email)
    const session = await signedInCookie(victim.email)
    const cookie = `${session}; ${victimBrowser}`

    expect((await callRoute(linkPreview, { body: { kind: 'magic', token }, cookie })).json).toEqual(
      {
        email: `${attacker.email[0]}…@test.example`,
        needsConfirmation: true,
        signedInAs: victim.email,
      },
    )
    expect(await callRoute(redeemMagicLink, { body: { token }, cookie })).toMatchObject({
      status: 409,
      json: { code: 'confirmation_required' },
      setCookie: null,
    })
    expect(await whoIs(session)).toBe(victim.email)
  })

  it('asks even in the browser that asked for the link when another account is signed in there', async () => {
    const signedIn = await createUser(payload, 'doctor')
    const other = await createUser(payload, 'doctor')
    const session = await signedInCookie(signedIn.email)
    const { token, browser } = await requestMagicLink(other.email, session)
    const cookie = `${session}; ${browser}`
    expect(
      (await callRoute(linkPreview, { body: { kind: 'magic', token }, cookie })).json,
    ).toMatchObject({ needsConfirmation: true, signedInAs: signedIn.email })
    expect((await callRoute(redeemMagicLink, { body: { token }, cookie })).status).toBe(409)
  })

  it('looking at a link uses nothing up; the link still works exactly once', async () => {
    const user = await createUser(payload, 'doctor')
    const { token } = await requestMagicLink(user.email)
    for (let i = 0; i < 2; i++)
      expect((await callRoute(linkPreview, { body: { kind: 'magic', token } })).status).toBe(200)
    expect((await callRoute(redeemMagicLink, { body: { token, confirmed: true } })).status).toBe(
      200,
    )
    expect(await callRoute(linkPreview, { body: { kind: 'magic', token } })).toMatchObject({
      status: 400,
      json: { code: 'link_invalid' },
    })
    expect(await callRoute(redeemMagicLink, { body: { token, confirmed: true } })).toMatchObject({
      status: 400,
      json: { code: 'link_invalid' },
    })
  })

  it('a verification link asks before it verifies and signs in, and is used only on confirmation', async () => {
    const email = freshEmail('verify-confirm')
    const user = await payload.create({
      collection: 'users',
      disableVerificationEmail: true,
      data: { email, password: 'test-password-123', roles: ['doctor'], _verified: false },
    })
    const token = await issueVerificationToken(payload, user.id)
    expect(await callRoute(linkPreview, { body: { kind: 'verify', token } })).toMatchObject({
      status: 200,
      json: { email: `${email[0]}…@test.example`, needsConfirmation: true, signedInAs: null },
    })
    expect(await callRoute(verifyEmail, { body: { token } })).toMatchObject({
      status: 409,
      json: { code: 'confirmation_required' },
      setCookie: null,
    })
    const stillPending = await payload.findByID({
      collection: 'users',
      id: user.id,
      showHiddenFields: true,
    })
    expect(stillPending._verified).toBe(false)
    const confirmed = await callRoute(verifyEmail, { body: { token, confirmed: true } })
    expect(confirmed.status).toBe(200)
    expect(await whoIs(cookieNamed(confirmed.headers, 'payload-token'))).toBe(email)
  })

  it('a verification link of the account already signed in here needs no question', async () => {
    const user = await createUser(payload, 'doctor')
    const session = await signedInCookie(user.email)
    const token = await issueVerificationToken(payload, user.id)
    expect(
      (await callRoute(linkPreview, { body: { kind: 'verify', token }, cookie: session })).json,
    ).toMatchObject({ needsConfirmation: false, signedInAs: null })
    expect((await callRoute(verifyEmail, { body: { token }, cookie: session })).status).toBe(200)
  })
})
