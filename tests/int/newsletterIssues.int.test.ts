import { spawn, type ChildProcess } from 'node:child_process'

import { DomUtils, parseDocument } from 'htmlparser2'
import type { ParsedMail } from 'mailparser'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { PATCH as cmsPatch } from '@/app/(payload)/api/cms/[...slug]/route'
import { POST as createIssue } from '@/app/api/admin/newsletters/route'
import { GET as getIssue, PATCH as patchIssue } from '@/app/api/admin/newsletters/[id]/route'
import { GET as issueLanguagesRoute } from '@/app/api/admin/newsletters/[id]/languages/route'
import { GET as previewIssue } from '@/app/api/admin/newsletters/[id]/preview/route'
import { POST as sendIssue } from '@/app/api/admin/newsletters/[id]/send/route'
import { POST as testIssue } from '@/app/api/admin/newsletters/[id]/test/route'
import { INTERRUPTED_DELIVERY_ERROR } from '@/lib/newsletter/issues/constants'
import type { Article, NewsletterSubscriber } from '@payload-types'

import { startSmtpServer, type TestSmtpServer } from '../support/smtp'
import { callRoute } from './helpers/http'
import { createUser, richText, testPayload } from './helpers/payload'
import { articleJanitor, tokenFor } from './helpers/studioJobs'

const run = Date.now().toString(36)
const LANGUAGES = ['de', 'en', 'ar'] as const
const PER_LANGUAGE = 40
const SECRET_BODY = `Geheimer Premiumtext ${run} nur für Mitglieder`
const REFUSED = `refused-${run}@test.example`

let payload: Payload
let smtp: TestSmtpServer
let editorToken = ''
let editorEmail = ''
const janitor = articleJanitor(() => payload)
let premium: Article
let free: Article
const recipients: string[] = []
const subscriberIds: number[] = []

async function subscriber(
  email: string,
  data: Partial<NewsletterSubscriber>,
): Promise<NewsletterSubscriber> {
  const created = await payload.create({
    collection: 'newsletter-subscribers',
    data: {
      email,
      status: 'confirmed',
      locale: 'de',
      requestedAt: new Date().toISOString(),
      consentAt: new Date().toISOString(),
      ...data,
    } as never,
    overrideAccess: true,
    depth: 0,
  })
  subscriberIds.push(created.id)
  return created
}

async function doctorArticle(title: string, isPremium: boolean): Promise<Article> {
  const { docs } = await payload.find({
    collection: 'categories',
    where: { audience: { equals: 'doctor' } },
    limit: 1,
    overrideAccess: true,
  })
  const article = await payload.create({
    collection: 'articles',
    locale: 'de',
    data: {
      _status: 'published',
      title: `${title} ${run}`,
      abstract: `Kurzfassung ${title} ${run}`,
      body: await richText(payload, `Erster Absatz.\n\nZweiter Absatz.\n\n${SECRET_BODY}.`),
      category: docs[0]!.id,
      isPremium,
      authorName: 'Dr. Post',
    },
    overrideAccess: true,
    context: { disableAutoAudio: true },
  })
  janitor.track(article.id)
  await payload.update({
    collection: 'articles',
    id: article.id,
    locale: 'en',
    data: {
      title: `EN ${title} ${run}`,
      abstract: `English abstract ${title} ${run}`,
      body: await richText(payload, `First paragraph.\n\nSecond paragraph.\n\n${SECRET_BODY}.`),
    },
    overrideAccess: true,
    context: { disableAutoAudio: true },
  })
  return article
}

/** Mails of this file's issue with `subject` (any language), by recipient address. */
function mailsBySubject(subjectPart: string): Map<string, ParsedMail[]> {
  const byTo = new Map<string, ParsedMail[]>()
  for (const mail of smtp.messages) {
    if (!mail.subject?.includes(subjectPart)) continue
    const to = (Array.isArray(mail.to) ? mail.to : [mail.to])
      .flatMap((a) => a?.value ?? [])
      .map((v) => v.address?.toLowerCase() ?? '')
    for (const address of to) byTo.set(address, [...(byTo.get(address) ?? []), mail])
  }
  return byTo
}

/** A header of a received mail as written on the wire (unfolded). */
function header(mail: ParsedMail, name: string): string | undefined {
  const line = mail.headerLines.find((h) => h.key === name.toLowerCase())?.line
  return line
    ?.replace(/\r?\n[ \t]+/g, ' ')
    .slice(name.length + 1)
    .trim()
}

async function newIssue(subject: string, extra: Record<string, unknown> = {}): Promise<number> {
  const created = await callRoute(createIssue, {
    bearer: editorToken,
    body: {
      subject: `${subject} ${run}`,
      preheader: 'Neu diese Woche',
      articles: [premium.id, free.id],
      ...extra,
    },
  })
  expect(created.status).toBe(201)
  const id = Number(created.json.id)
  const patched = await callRoute(patchIssue, {
    method: 'PATCH',
    bearer: editorToken,
    params: { id: String(id) },
    body: { locale: 'en', subject: `EN ${subject} ${run}` },
  })
  expect(patched.status).toBe(200)
  return id
}

async function issueState(id: number) {
  const answer = await callRoute(getIssue, {
    method: 'GET',
    bearer: editorToken,
    params: { id: String(id) },
  })
  expect(answer.status).toBe(200)
  return answer.json as { status: string; recipients: number; sent: number; failed: number }
}

async function waitForStatus(id: number, status: string, timeoutMs = 120_000) {
  for (const until = Date.now() + timeoutMs; ;) {
    const state = await issueState(id)
    if (state.status === status) return state
    if (Date.now() > until) throw new Error(`issue ${id} still ${JSON.stringify(state)}`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

beforeAll(async () => {
  payload = await testPayload()
  smtp = await startSmtpServer(undefined, { refuse: (address) => address === REFUSED })
  process.env.SMTP_URL = smtp.url
  process.env.NEWSLETTER_MAILS_PER_SECOND = '500'
  const editor = await createUser(payload, 'editor')
  editorEmail = editor.email
  editorToken = await tokenFor(payload, editor.email)
  premium = await doctorArticle('Premium-Studie', true)
  free = await doctorArticle('Freier Bericht', false)
  for (const locale of LANGUAGES)
    for (let i = 0; i < PER_LANGUAGE; i++) {
      const email = `nl-${locale}-${i}-${run}@test.example`
      recipients.push(email)
      await subscriber(email, { locale })
    }
  await subscriber(REFUSED, { locale: 'de' })
  await subscriber(`pending-${run}@test.example`, { status: 'pending' })
  await subscriber(`left-${run}@test.example`, {
    status: 'unsubscribed',
    unsubscribedAt: new Date().toISOString(),
  })
  await subscriber(`patient-${run}@test.example`, { audience: 'patient' })
}, 300_000)

afterAll(async () => {
  delete process.env.SMTP_URL
  delete process.env.NEWSLETTER_MAILS_PER_SECOND
  await payload.delete({
    collection: 'newsletter-subscribers',
    where: { id: { in: subscriberIds } },
    overrideAccess: true,
  })
  await janitor.removeAll()
  await smtp.stop()
})

describe('newsletter issues', () => {
  it('preview and test send: per language, staff addresses only', async () => {
    const id = await newIssue('Vorschau')
    const preview = await previewIssue(
      new Request(`http://localhost/api/admin/newsletters/${id}/preview?locale=ar`, {
        headers: { authorization: `Bearer ${editorToken}` },
      }),
      { params: Promise.resolve({ id: String(id) }) } as never,
    )
    expect(preview.status).toBe(200)
    const previewDoc = parseDocument(await preview.text())
    const previewRoot = DomUtils.findOne((e) => e.name === 'html', previewDoc.children)
    expect(previewRoot?.attribs.dir).toBe('rtl')
    expect(preview.headers.get('content-type')).toContain('text/html')
    const refused = await callRoute(testIssue, {
      bearer: editorToken,
      params: { id: String(id) },
      body: { email: `someone-${run}@test.example` },
    })
    expect(refused.status).toBe(403)
    const sent = await callRoute(testIssue, {
      bearer: editorToken,
      params: { id: String(id) },
      body: { email: editorEmail, locale: 'en' },
    })
    expect(sent.status).toBe(200)
    const mail = mailsBySubject(`EN Vorschau ${run}`).get(editorEmail.toLowerCase())
    expect(mail?.[0]?.subject).toBe(`[Test] EN Vorschau ${run}`)
  })

  it('an issue reaches 120 confirmed subscribers in three languages exactly once, in their language; a refused address is bounced; nobody else gets it; no premium body', async () => {
    const id = await newIssue('Ausgabe')
    // No Arabic subject: the editor chooses to send the German one to Arabic readers.
    const choice = await callRoute(patchIssue, {
      method: 'PATCH',
      bearer: editorToken,
      params: { id: String(id) },
      body: { missingLanguages: 'german' },
    })
    expect(choice.status).toBe(200)
    const send = await callRoute(sendIssue, {
      bearer: editorToken,
      params: { id: String(id) },
      body: {},
    })
    expect(send.status).toBe(202)
    const again = await callRoute(sendIssue, {
      bearer: editorToken,
      params: { id: String(id) },
      body: {},
    })
    expect(again.status).toBe(409)
    const done = await waitForStatus(id, 'sent')
    expect(done.failed).toBe(1)
    expect(done.sent).toBeGreaterThanOrEqual(120)
    const third = await callRoute(sendIssue, {
      bearer: editorToken,
      params: { id: String(id) },
      body: {},
    })
    expect(third.status).toBe(409)
    // The record stays what was sent: status, counters and times are the server's alone.
    const rewrite = await callRoute(cmsPatch, {
      method: 'PATCH',
      bearer: editorToken,
      url: `http://localhost/api/cms/newsletters/${id}`,
      params: { slug: ['newsletters', String(id)] } as never,
      body: { status: 'draft', sent: 0, failed: 0, recipients: 1, sentAt: null },
    })
    expect(rewrite.status).toBe(200)
    expect(await issueState(id)).toMatchObject({
      status: 'sent',
      sent: done.sent,
      failed: 1,
      recipients: done.recipients,
    })

    const byTo = mailsBySubject(`Ausgabe ${run}`)
    for (const email of recipients) {
      const mails = byTo.get(email) ?? []
      expect(mails, email).toHaveLength(1)
      const mail = mails[0]!
      const locale = email.split('-')[1]!
      const english = locale === 'en'
      expect(mail.subject).toBe(english ? `EN Ausgabe ${run}` : `Ausgabe ${run}`)
      expect(header(mail, 'List-Unsubscribe')).toMatch(
        /^<https?:\/\/.+\/api\/newsletter\/unsubscribe\?token=/,
      )
      expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
      const html = String(mail.html)
      const doc = parseDocument(html)
      const root = DomUtils.findOne((e) => e.name === 'html', doc.children)
      expect(root?.attribs.lang).toBe(locale)
      expect(root?.attribs.dir).toBe(locale === 'ar' ? 'rtl' : 'ltr')
      const links = DomUtils.findAll((e) => e.name === 'a', doc.children)
      const unsubscribe = links.find((a) =>
        /newsletter\/unsubscribe\?token=/.test(a.attribs.href ?? ''),
      )
      expect(unsubscribe, 'visible unsubscribe link').toBeDefined()
      const unsubscribeLabel = {
        de: 'Newsletter abbestellen',
        en: 'Unsubscribe',
        ar: 'إلغاء الاشتراك',
      }[locale as 'de' | 'en' | 'ar']
      expect(DomUtils.textContent(unsubscribe!)).toContain(unsubscribeLabel)
      const articleLinks = links.filter((a) => /\/article\/\d+$/.test(a.attribs.href ?? ''))
      expect(articleLinks.length).toBeGreaterThan(0)
      for (const a of articleLinks)
        expect(a.attribs.href).toMatch(
          locale === 'de'
            ? /^https?:\/\/[^/]+\/article\//
            : new RegExp(`^https?://[^/]+/${locale}/article/`),
        )
      const text = DomUtils.textContent(doc)
      expect(text).toContain(english ? `EN Premium-Studie ${run}` : `Premium-Studie ${run}`)
      expect(text).toContain('Premium')
      expect(text).not.toContain(SECRET_BODY)
      expect(String(mail.text)).not.toContain(SECRET_BODY)
      expect(String(mail.text)).toContain(unsubscribeLabel)
      if (locale === 'ar')
        expect(String(mail.text)).not.toMatch(/Hello|Read the article|You receive/)
    }
    for (const nobody of [`pending-${run}`, `left-${run}`, `patient-${run}`])
      expect(byTo.get(`${nobody}@test.example`) ?? []).toHaveLength(0)
    const refused = await payload.find({
      collection: 'newsletter-subscribers',
      where: { email: { equals: REFUSED } },
      overrideAccess: true,
    })
    expect(refused.docs[0]?.status).toBe('bounced')
    const stillConfirmed = await payload.count({
      collection: 'newsletter-subscribers',
      where: { and: [{ email: { in: recipients } }, { status: { equals: 'confirmed' } }] },
      overrideAccess: true,
    })
    expect(stillConfirmed.totalDocs).toBe(recipients.length)
  }, 180_000)

  it('a worker killed half-way through a send: the next one sends the rest, nobody twice', async () => {
    process.env.JOBS_IN_WEB = 'false'
    const workers: ChildProcess[] = []
    const startWorker = () => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/worker.ts'], {
        env: {
          ...process.env,
          DATABASE_URL: inject('databaseUrl'),
          MEDIA_DIR: inject('mediaDir'),
          PAYLOAD_SECRET: 'int-test-secret',
          WORKER_POLL_MS: '200',
          WORKER_QUEUES: 'newsletter',
          JOB_LEASE_SECONDS: '3',
          NEWSLETTER_MAILS_PER_SECOND: '25',
          SMTP_URL: smtp.url,
        },
        stdio: ['ignore', 'inherit', 'inherit'],
        detached: true,
      })
      workers.push(child)
      return child
    }
    try {
      // Arabic readers too (no Arabic subject): the editor sends them the German one.
      const id = await newIssue('Abbruch', { missingLanguages: 'german' })
      const send = await callRoute(sendIssue, {
        bearer: editorToken,
        params: { id: String(id) },
        body: {},
      })
      expect(send.status).toBe(202)
      const first = startWorker()
      for (const until = Date.now() + 120_000; mailsBySubject(`Abbruch ${run}`).size < 40;) {
        if (Date.now() > until) throw new Error('the first worker sent too little')
        await new Promise((r) => setTimeout(r, 20))
      }
      process.kill(-first.pid!, 'SIGKILL')
      await new Promise((r) => first.once('exit', r))
      const beforeRestart = mailsBySubject(`Abbruch ${run}`).size
      expect(beforeRestart).toBeLessThan(recipients.length)
      startWorker()
      await waitForStatus(id, 'sent', 150_000)
      const byTo = mailsBySubject(`Abbruch ${run}`)
      const interrupted = await payload.find({
        collection: 'newsletter-deliveries',
        where: {
          and: [{ newsletter: { equals: id } }, { error: { equals: INTERRUPTED_DELIVERY_ERROR } }],
        },
        overrideAccess: true,
        depth: 0,
      })
      const uncertain = new Set(interrupted.docs.map((d) => d.email))
      expect(uncertain.size).toBeLessThanOrEqual(1)
      for (const email of recipients) {
        const count = byTo.get(email)?.length ?? 0
        expect(count, email).toBeLessThanOrEqual(1)
        if (!uncertain.has(email)) expect(count, email).toBe(1)
      }
    } finally {
      for (const w of workers)
        if (w.exitCode === null && w.signalCode === null) process.kill(-w.pid!, 'SIGKILL')
      delete process.env.JOBS_IN_WEB
    }
  }, 300_000)
})

describe('newsletter issues in languages without their own subject', () => {
  it('by default an issue is not sent to a language it has no subject in; with one, a Turkish reader gets it all in Turkish', async () => {
    const turkish = `nl-tr-only-${run}@test.example`
    await subscriber(turkish, { locale: 'tr' })
    const id = await newIssue('Sprachen')
    const languages = await callRoute(issueLanguagesRoute, {
      method: 'GET',
      bearer: editorToken,
      params: { id: String(id) },
    })
    expect(languages.status).toBe(200)
    const coverage = languages.json as unknown as {
      written: string[]
      missing: { locale: string; subscribers: number }[]
      policy: string
    }
    expect(coverage.policy).toBe('skip')
    expect(coverage.written).toEqual(['de', 'en'])
    expect(coverage.missing).toEqual(
      expect.arrayContaining([
        { locale: 'ar', subscribers: PER_LANGUAGE },
        { locale: 'tr', subscribers: 1 },
      ]),
    )
    expect(
      (await callRoute(sendIssue, { bearer: editorToken, params: { id: String(id) }, body: {} }))
        .status,
    ).toBe(202)
    await waitForStatus(id, 'sent')
    const skipped = mailsBySubject(`Sprachen ${run}`)
    expect(skipped.get(turkish) ?? []).toHaveLength(0)
    expect(skipped.get(`nl-ar-0-${run}@test.example`) ?? []).toHaveLength(0)
    expect(skipped.get(`nl-de-0-${run}@test.example`) ?? []).toHaveLength(1)

    const translated = await newIssue('Dil')
    const tr = await callRoute(patchIssue, {
      method: 'PATCH',
      bearer: editorToken,
      params: { id: String(translated) },
      body: { locale: 'tr', subject: `TR Dil ${run}` },
    })
    expect(tr.status).toBe(200)
    expect(
      (
        await callRoute(sendIssue, {
          bearer: editorToken,
          params: { id: String(translated) },
          body: {},
        })
      ).status,
    ).toBe(202)
    await waitForStatus(translated, 'sent')
    const mails = mailsBySubject(`Dil ${run}`).get(turkish) ?? []
    expect(mails).toHaveLength(1)
    const mail = mails[0]!
    expect(mail.subject).toBe(`TR Dil ${run}`)
    const text = String(mail.text)
    for (const frame of [
      'Merhaba,',
      'Makaleyi oku',
      'Bülten aboneliğini iptal et',
      'adresine yazın',
    ])
      expect(text).toContain(frame)
    for (const english of ['Hello,', 'Read the article', 'You receive this email', 'Questions?'])
      expect(text).not.toContain(english)
    expect(String(mail.html)).toMatch(/<html[^>]* lang="tr"/)
  }, 180_000)
})
