import type { ParsedMail } from 'mailparser'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as createIssue } from '@/app/api/admin/newsletters/route'
import { GET as getIssue } from '@/app/api/admin/newsletters/[id]/route'
import { POST as sendIssue } from '@/app/api/admin/newsletters/[id]/send/route'
import { GET as clickRoute } from '@/app/api/newsletter/click/route'
import { POST as confirm } from '@/app/api/newsletter/confirm/route'
import { POST as measuringRoute } from '@/app/api/newsletter/measuring/route'
import { GET as openRoute } from '@/app/api/newsletter/open/route'
import { POST as subscribe } from '@/app/api/newsletter/subscribe/route'
import { openToken } from '@/lib/newsletter/measuring/signedLinks'
import { findSubscriberByEmail } from '@/lib/newsletter/subscribers'
import type { Article, NewsletterSubscriber } from '@payload-types'

import { callRoute, freshEmail, smtpServerForFile, waitForMail } from './helpers/http'
import { createUser, richText, testPayload } from './helpers/payload'
import { startRouteServer } from './helpers/routeServer'
import { articleJanitor, tokenFor } from './helpers/studioJobs'

const run = Date.now().toString(36)
const smtp = smtpServerForFile()
const janitor = articleJanitor(() => payload)
let payload: Payload
let server: Awaited<ReturnType<typeof startRouteServer>>
let editorToken = ''
let article: Article
const previousSiteUrl = process.env.SITE_URL
const counted = freshEmail(`counted-${run}`)
const plain = freshEmail(`plain-${run}`)

/** The subscriber row as stored. */
async function stored(email: string): Promise<NewsletterSubscriber> {
  const subscriber = await findSubscriberByEmail(payload, email)
  if (!subscriber) throw new Error(`no subscriber ${email}`)
  return subscriber
}

/** Signs `email` up through the form's route (box ticked or not) and confirms it from the mail. */
async function signUpAndConfirm(email: string, measuring: boolean): Promise<void> {
  const answer = await callRoute(subscribe, { body: { email, locale: 'de', measuring } })
  expect(answer.status).toBe(200)
  const mail = await waitForMail(smtp.server.messages, email, /Newsletter-Anmeldung/)
  const token = mail.text?.match(/newsletter\/confirm\?token=([A-Za-z0-9_%-]+)/)?.[1]
  if (!token) throw new Error(`no confirmation link: ${mail.text}`)
  const before = await stored(email)
  expect(before.trackingRequested).toBe(measuring)
  expect(before.trackingConsentAt ?? null).toBeNull()
  const confirmed = await callRoute(confirm, { body: { token: decodeURIComponent(token) } })
  expect(confirmed.status).toBe(200)
}

/** Every href of a mail's HTML, entity-decoded. */
function hrefs(mail: ParsedMail): string[] {
  const html = typeof mail.html === 'string' ? mail.html : ''
  return [...html.matchAll(/(?:href|src)="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'))
}

/** The one-click URL's token of a mail's List-Unsubscribe header. */
function unsubscribeTokenOf(mail: ParsedMail): string {
  const line = mail.headerLines.find((h) => h.key === 'list-unsubscribe')?.line ?? ''
  const token = line.match(/token=([^>\s]+)/)?.[1]
  if (!token) throw new Error(`no List-Unsubscribe token: ${line}`)
  return decodeURIComponent(token)
}

async function counts(id: number) {
  const answer = await callRoute(getIssue, {
    method: 'GET',
    bearer: editorToken,
    params: { id: String(id) },
  })
  expect(answer.status).toBe(200)
  return answer.json as {
    status: string
    sent: number
    measured: number
    opened: number
    clicked: number
    clicks: number
  }
}

beforeAll(async () => {
  payload = await testPayload()
  server = await startRouteServer({
    'GET /api/newsletter/open': openRoute,
    'GET /api/newsletter/click': clickRoute,
    'POST /api/newsletter/measuring': measuringRoute,
  })
  // The mails' links are built from SITE_URL: point them at the routes served over HTTP.
  process.env.SITE_URL = server.url
  process.env.NEWSLETTER_MAILS_PER_SECOND = '500'
  const editor = await createUser(payload, 'editor')
  editorToken = await tokenFor(payload, editor.email)
  const { docs } = await payload.find({
    collection: 'categories',
    where: { audience: { equals: 'doctor' } },
    limit: 1,
    overrideAccess: true,
  })
  article = await payload.create({
    collection: 'articles',
    locale: 'de',
    data: {
      _status: 'published',
      title: `Gezählter Bericht ${run}`,
      abstract: `Kurzfassung ${run}`,
      body: await richText(payload, 'Ein Absatz.'),
      category: docs[0]!.id,
      isPremium: false,
      authorName: 'Dr. Post',
    },
    overrideAccess: true,
    context: { disableAutoAudio: true },
  })
  janitor.track(article.id)
}, 120_000)

afterAll(async () => {
  if (previousSiteUrl === undefined) delete process.env.SITE_URL
  else process.env.SITE_URL = previousSiteUrl
  delete process.env.NEWSLETTER_MAILS_PER_SECOND
  await payload.delete({
    collection: 'newsletter-subscribers',
    where: { email: { in: [counted, plain] } },
    overrideAccess: true,
  })
  await janitor.removeAll()
  await server?.stop()
})

describe('newsletter measuring', () => {
  it("the form's box becomes consent to measuring only with the confirmation", async () => {
    await signUpAndConfirm(counted, true)
    await signUpAndConfirm(plain, false)
    expect((await stored(counted)).trackingConsentAt).toBeTruthy()
    expect((await stored(plain)).trackingConsentAt ?? null).toBeNull()
  })

  it('only the consenting reader gets pixel and counted links; opens, clicks and the redirect over HTTP; forged links refused', async () => {
    const created = await callRoute(createIssue, {
      bearer: editorToken,
      body: { subject: `Gezählt ${run}`, articles: [article.id] },
    })
    expect(created.status).toBe(201)
    const id = Number(created.json.id)
    const send = await callRoute(sendIssue, {
      bearer: editorToken,
      params: { id: String(id) },
      body: {},
    })
    expect(send.status).toBe(202)
    for (const until = Date.now() + 120_000; (await counts(id)).status !== 'sent';) {
      if (Date.now() > until) throw new Error('issue not sent')
      await new Promise((r) => setTimeout(r, 200))
    }

    const subject = new RegExp(`Gezählt ${run}`)
    const measuredMail = await waitForMail(smtp.server.messages, counted, subject)
    const plainMail = await waitForMail(smtp.server.messages, plain, subject)
    const articleUrl = hrefs(plainMail).find((h) => h.includes(`/article/${article.id}`))
    expect(articleUrl).toBeDefined()
    // Without consent: no pixel, links straight to their targets.
    expect(hrefs(plainMail).some((h) => h.includes('/api/newsletter/'))).toBe(false)
    expect(plainMail.html).not.toContain('data-measuring')
    // With consent: the pixel, and the article links are counted links.
    const pixel = hrefs(measuredMail).find((h) =>
      h.startsWith(`${server.url}/api/newsletter/open?t=`),
    )
    const click = hrefs(measuredMail).find((h) =>
      h.startsWith(`${server.url}/api/newsletter/click?`),
    )
    expect(pixel).toBeDefined()
    expect(click).toBeDefined()
    expect(hrefs(measuredMail)).not.toContain(articleUrl)
    expect(measuredMail.html).toContain('data-measuring')

    const before = await counts(id)
    expect(before.sent).toBeGreaterThanOrEqual(2)
    expect(before).toMatchObject({ measured: 1, opened: 0, clicked: 0, clicks: 0 })

    const gif = await fetch(pixel!)
    expect(gif.status).toBe(200)
    expect(gif.headers.get('content-type')).toBe('image/gif')
    expect(gif.headers.get('cache-control')).toBe('no-store')
    expect((await gif.arrayBuffer()).byteLength).toBe(42)
    expect(await counts(id)).toMatchObject({ measured: 1, opened: 1, clicked: 0, clicks: 0 })

    for (let i = 0; i < 2; i++) {
      const redirect = await fetch(click!, { redirect: 'manual' })
      expect(redirect.status).toBe(302)
      expect(redirect.headers.get('location')).toBe(articleUrl)
    }
    expect(await counts(id)).toMatchObject({ measured: 1, opened: 1, clicked: 1, clicks: 2 })

    // A forged target keeps the signature of another: refused, never redirected.
    const forged = new URL(click!)
    forged.searchParams.set('u', 'https://evil.example/')
    const refused = await fetch(forged, { redirect: 'manual' })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({ code: 'newsletter_link_invalid' })
    expect(refused.headers.get('location')).toBeNull()
    const badPixel = await fetch(`${pixel!.slice(0, -3)}AAA`)
    expect(badPixel.status).toBe(400)
    const orphan = await fetch(
      `${server.url}/api/newsletter/open?t=${openToken(2_000_000_000, payload.secret)}`,
    )
    expect(orphan.status).toBe(404)
    expect(await orphan.json()).toMatchObject({ code: 'not_found' })

    // Withdrawn on the unsubscribe page: links still lead on, nothing more is counted.
    const withdraw = await fetch(
      `${server.url}/api/newsletter/measuring?token=${encodeURIComponent(unsubscribeTokenOf(measuredMail))}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ allow: false }),
      },
    )
    expect(withdraw.status).toBe(200)
    expect(await withdraw.json()).toEqual({ allow: false })
    expect((await stored(counted)).trackingConsentAt ?? null).toBeNull()
    const after = await fetch(click!, { redirect: 'manual' })
    expect(after.status).toBe(302)
    expect(await counts(id)).toMatchObject({ opened: 1, clicked: 1, clicks: 2 })
  }, 180_000)
})
