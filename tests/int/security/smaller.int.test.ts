// Next's own server bootstrap (AsyncLocalStorage on globalThis), which its data cache needs.
import 'next/dist/server/node-environment-baseline'

import config from '@payload-config'
import { REST_POST } from '@payloadcms/next/routes'
import { IncrementalCache } from 'next/dist/server/lib/incremental-cache'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import type { Article, Quiz, User } from '@payload-types'
import {
  POST as submitAttempt,
  GET as lastAttempt,
} from '@/app/api/articles/[id]/quiz-attempt/route'
import { GET as quizQuestions } from '@/app/api/articles/[id]/quizzes/route'
import { POST as signIn } from '@/app/api/auth/sign-in/route'
import { POST as verifyEmail } from '@/app/api/auth/verify-email/route'
import { getCategoryArticles } from '@/lib/articles/queries'
import { authLink } from '@/lib/auth/links'
import { sendAuthEmail } from '@/lib/auth/mail'
import { AUTH_MESSAGES } from '@/lib/auth/messages'
import { feedResponse } from '@/lib/seo/feedRoute'

import {
  MEDIA_MAX_BYTES,
  MEDIA_TOO_LARGE_MESSAGE,
} from '../../../collections/Media/hooks/limitMediaSize'
import { callRoute, cookiePair, freshEmail, freshIp, smtpServerForFile } from '../http'
import { createUser, testPayload } from '../payload'

const DAY_MS = 24 * 60 * 60 * 1000
const asUser = (user: User) => ({
  overrideAccess: false,
  user: { ...user, collection: 'users' as const },
})
let payload: Payload
let admin: User
let editor: User
const smtp = smtpServerForFile()

beforeAll(async () => {
  payload = await testPayload()
  admin = await createUser(payload, 'admin')
  editor = await createUser(payload, 'editor')
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('newsletter subscribers are personal data: admins only', () => {
  it('refuses editors listing or reading subscribers; admins still may', async () => {
    await expect(
      payload.find({ collection: 'newsletter-subscribers', ...asUser(editor) }),
    ).rejects.toThrow()
    await expect(
      payload.count({ collection: 'newsletter-subscribers', ...asUser(editor) }),
    ).rejects.toThrow()
    expect(
      (await payload.find({ collection: 'newsletter-subscribers', ...asUser(admin) })).docs,
    ).toBeDefined()
  })
})

describe('CME quizzes exist only for published articles', () => {
  const created = { articles: [] as number[], quizzes: [] as number[] }

  // Other test files take "the seeded quizzes" from the database: leave none of ours behind.
  afterAll(async () => {
    const inOurs = { in: created.quizzes }
    await payload.delete({ collection: 'quiz-attempts', where: { quiz: inOurs } })
    await payload.delete({ collection: 'quizzes', where: { id: inOurs } })
    await payload.delete({ collection: 'articles', where: { id: { in: created.articles } } })
  })

  /** A premium member with a product session cookie. */
  async function member() {
    const email = freshEmail('sec-quiz')
    const user = await payload.create({
      collection: 'users',
      disableVerificationEmail: true,
      data: { email, password: 'quiz-passwort-1', roles: ['doctor'], _verified: true },
    })
    await payload.create({
      collection: 'memberships',
      data: {
        user: user.id,
        source: 'manual',
        status: 'active',
        currentPeriodEnd: new Date(Date.now() + DAY_MS).toISOString(),
      },
    })
    const res = await callRoute(signIn, { body: { email, password: 'quiz-passwort-1' } })
    return { user, cookie: cookiePair(res.setCookie) }
  }

  /** A new article like a seeded one (published or draft), with a copy of a seeded quiz. */
  async function articleWithQuiz(
    status: 'published' | 'draft',
  ): Promise<{ article: Article; quiz: Quiz }> {
    const seededQuiz = (
      await payload.find({ collection: 'quizzes', sort: 'id', limit: 1, depth: 0 })
    ).docs[0]!
    const source = await payload.findByID({
      collection: 'articles',
      id: seededQuiz.article as number,
      depth: 0,
    })
    const article = await payload.create({
      collection: 'articles',
      draft: status === 'draft',
      data: {
        title: `Quiz-Sicherheit ${status} ${Date.now()}`,
        body: source.body,
        category: source.category,
        authorName: source.authorName,
        _status: status,
      },
    })
    created.articles.push(article.id)
    const { id: _id, article: _article, createdAt: _c, updatedAt: _u, ...rest } = seededQuiz
    const quiz = await payload.create({
      collection: 'quizzes',
      data: {
        ...rest,
        article: article.id,
        questions: seededQuiz.questions.map(({ id: _q, ...q }) => ({
          ...q,
          choices: q.choices.map(({ id: _ch, ...c }) => c),
        })),
      },
    })
    created.quizzes.push(quiz.id)
    return { article, quiz }
  }

  const call = (
    handler: typeof quizQuestions | typeof submitAttempt,
    articleId: number,
    cookie: string,
    method: 'GET' | 'POST',
    body?: unknown,
  ) => callRoute(handler as never, { method, cookie, body, params: { id: String(articleId) } })

  it("answers a draft's quiz like an unknown article, and credits nothing once the article is unpublished", async () => {
    const { cookie, user } = await member()
    const draft = await articleWithQuiz('draft')
    for (const [handler, method, body] of [
      [quizQuestions, 'GET', undefined],
      [lastAttempt, 'GET', undefined],
      [submitAttempt, 'POST', { answers: [0, 0, 0, 0, 0], timeSpent: 60 }],
    ] as const) {
      expect(await call(handler, draft.article.id, cookie, method, body)).toMatchObject({
        status: 404,
        json: { message: 'Article not found' },
      })
    }
    expect(
      (
        await payload.count({
          collection: 'quiz-attempts',
          where: { quiz: { equals: draft.quiz.id } },
        })
      ).totalDocs,
    ).toBe(0)

    // Published, the quiz opens; unpublished before the answers arrive, nothing is credited.
    const live = await articleWithQuiz('published')
    const opened = await call(quizQuestions, live.article.id, cookie, 'GET')
    expect(opened.status).toBe(200)
    const attempt = (
      await payload.find({
        collection: 'quiz-attempts',
        where: { and: [{ user: { equals: user.id } }, { quiz: { equals: live.quiz.id } }] },
        depth: 0,
      })
    ).docs[0]!
    const layout = attempt.layout as { questions: number[]; choiceOrder: number[][] }
    const right = layout.questions.map((q, i) =>
      layout.choiceOrder[i]!.indexOf(live.quiz.questions[q]!.correctIndex),
    )
    await payload.update({
      collection: 'articles',
      id: live.article.id,
      data: { _status: 'draft' },
    })
    const submitted = await call(submitAttempt, live.article.id, cookie, 'POST', {
      answers: right,
      timeSpent: 120,
    })
    expect(submitted.status).toBe(404)
    expect(
      (await payload.count({ collection: 'cme-credits', where: { user: { equals: user.id } } }))
        .totalDocs,
    ).toBe(0)
  })
})

describe('email verification links expire after 24 hours', () => {
  const restPost = REST_POST(config)

  /** The token of the newest verification mail to `to` (waits for mail number `count`). */
  async function verificationToken(to: string, count = 1): Promise<string> {
    const deadline = Date.now() + 10_000
    for (;;) {
      const mails = smtp.server.messages.filter(
        (m) => JSON.stringify(m.to).includes(to) && /(bestätigen|confirm)/i.test(m.subject ?? ''),
      )
      const body = `${mails[count - 1]?.text ?? ''} ${mails[count - 1]?.html || ''}`
      const match = body.match(/verify-email#token=([A-Za-z0-9_%-]+)/)
      if (match) return decodeURIComponent(match[1]!)
      if (Date.now() > deadline) throw new Error(`no verification mail number ${count} to ${to}`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }

  it("says so in the mail, refuses an old link (also through Payload's own verify endpoint) and mails a new one on sign-in", async () => {
    const email = freshEmail('sec-verify')
    // An account created in the studio: Payload mails the verification link itself.
    const user = await payload.create({
      collection: 'users',
      data: { email, password: 'verify-passwort-1', roles: ['doctor'], language: 'de' },
    })
    const first = await verificationToken(email)
    const german = smtp.server.messages.find((m) => JSON.stringify(m.to).includes(email))!
    expect(`${german.text ?? ''}${german.html || ''}`).toContain('Der Link ist 24 Stunden gültig')

    // Payload's own endpoint compares the stored value with the link's token: no match.
    const viaPayload = await restPost(
      new Request(`http://localhost/api/cms/users/verify/${first}`, {
        method: 'POST',
        headers: { 'x-forwarded-for': freshIp() },
      }),
      { params: Promise.resolve({ slug: ['users', 'verify', first] }) },
    )
    expect(viaPayload.status).toBeGreaterThanOrEqual(400)

    // 25 hours later the link no longer works.
    await payload.db.updateOne({
      collection: 'users',
      id: user.id,
      data: { verificationTokenIssuedAt: new Date(Date.now() - DAY_MS - 3600_000).toISOString() },
      returning: false,
    })
    expect(await callRoute(verifyEmail, { body: { token: first } })).toMatchObject({
      status: 400,
      json: { message: AUTH_MESSAGES.verifyInvalid },
    })
    const stillPending = await payload.findByID({
      collection: 'users',
      id: user.id,
      showHiddenFields: true,
    })
    expect(stillPending._verified).toBe(false)

    // Signing in with the right password mails a new link, which works.
    expect(
      (await callRoute(signIn, { body: { email, password: 'verify-passwort-1' } })).status,
    ).toBe(403)
    const second = await verificationToken(email, 2)
    expect(second).not.toBe(first)
    expect((await callRoute(verifyEmail, { body: { token: second } })).status).toBe(200)
    expect((await callRoute(verifyEmail, { body: { token: first } })).status).toBe(400)
  })

  it('states the 24 hours in English mails too', async () => {
    const email = freshEmail('sec-verify-en')
    await payload.create({
      collection: 'users',
      data: { email, password: 'verify-passwort-1', roles: ['doctor'], language: 'en' },
    })
    await verificationToken(email)
    const mail = smtp.server.messages.find((m) => JSON.stringify(m.to).includes(email))!
    expect(`${mail.text ?? ''}${mail.html || ''}`).toContain('The link is valid for 24 hours')
  })
})

describe('the email outbox keeps no usable links', () => {
  it('stores account and newsletter mails with their link tokens removed, and logs them redacted outside development', async () => {
    const smtpUrl = process.env.SMTP_URL
    delete process.env.SMTP_URL
    const info = vi.spyOn(payload.logger, 'info')
    try {
      const to = freshEmail('sec-outbox')
      const token = 'geheimes-Anmelde-Token_0123456789abcdef'
      await sendAuthEmail(
        payload,
        { email: to, firstName: null, lastName: null, language: 'de' },
        'magicLink',
        {
          url: authLink('account', 'de', token),
        },
      )
      await payload.sendEmail({
        to,
        subject: 'Newsletter bestätigen',
        text: 'Bitte bestätigen: https://journal.example/newsletter/confirm?token=Nl-geheim.123&x=1',
        html: '<a href="https://journal.example/newsletter/confirm?token=Nl-geheim.123&amp;x=1">Bestätigen</a>',
      })
      const { docs } = await payload.find({
        collection: 'email-outbox',
        where: { to: { equals: to } },
        sort: 'createdAt',
      })
      expect(docs).toHaveLength(2)
      const stored = JSON.stringify(docs)
      expect(stored).not.toContain(token)
      expect(stored).not.toContain('Nl-geheim')
      expect(docs[0]!.text).toContain('/account#token=[entfernt]')
      expect(docs[0]!.html).toContain('/account#token=[entfernt]')
      expect(docs[1]!.text).toContain('/newsletter/confirm?token=[entfernt]&x=1')
      expect(docs[1]!.html).toContain('?token=[entfernt]&amp;x=1')
      const logged = info.mock.calls.map((c) => String(c[0])).join('\n')
      expect(logged).toContain('#token=[entfernt]')
      expect(logged).not.toContain(token)

      // In development the terminal shows the working link (the README's fresh-machine path).
      vi.stubEnv('NODE_ENV', 'development')
      await sendAuthEmail(
        payload,
        { email: to, firstName: null, lastName: null, language: 'de' },
        'magicLink',
        {
          url: authLink('account', 'de', token),
        },
      )
      expect(info.mock.calls.map((c) => String(c[0])).join('\n')).toContain(`#token=${token}`)
      expect(
        JSON.stringify(
          (await payload.find({ collection: 'email-outbox', where: { to: { equals: to } } })).docs,
        ),
      ).not.toContain(token)
    } finally {
      vi.unstubAllEnvs()
      process.env.SMTP_URL = smtpUrl
    }
  })
})

describe('unknown category and feed slugs add no cache entries', () => {
  /** Next's data cache with an in-memory store (Next's custom cache handler interface). */
  function installDataCache(): Map<string, unknown> {
    const entries = new Map<string, { value: unknown; lastModified: number }>()
    class MemoryCacheHandler {
      async get(key: string) {
        return entries.get(key) ?? null
      }
      async set(key: string, value: unknown) {
        entries.set(key, { value, lastModified: Date.now() })
      }
      async revalidateTag() {}
      resetRequestCache() {}
    }
    ;(globalThis as { __incrementalCache?: unknown }).__incrementalCache = new IncrementalCache({
      dev: false,
      minimalMode: false,
      requestHeaders: {},
      previewProps: {
        previewModeId: 'int-test',
        previewModeSigningKey: 'int-test',
        previewModeEncryptionKey: 'int-test',
      },
      prerenderManifest: {
        version: 4,
        routes: {},
        dynamicRoutes: {},
        notFoundRoutes: [],
        preview: {
          previewModeId: 'int-test',
          previewModeSigningKey: 'int-test',
          previewModeEncryptionKey: 'int-test',
        },
      },
      fetchCacheKeyPrefix: '',
      CurCacheHandler: MemoryCacheHandler,
    } as never)
    return entries
  }

  it('answers unknown category articles and feeds with 404 from the cached category list', async () => {
    const entries = installDataCache()
    try {
      // Known ones: cached once each.
      expect((await getCategoryArticles('studies', 'de'))?.length).toBeGreaterThan(0)
      expect(
        (await feedResponse({ locale: 'de', category: 'studies', file: 'rss.xml' })).status,
      ).toBe(200)
      const known = entries.size
      expect(known).toBeGreaterThan(0)
      expect((await getCategoryArticles('studies', 'de'))?.length).toBeGreaterThan(0)
      expect(entries.size).toBe(known)

      for (let i = 0; i < 5; i++) {
        expect(await getCategoryArticles(`gibt-es-nicht-${i}`, 'de')).toBeNull()
        const feed = await feedResponse({
          locale: 'de',
          category: `gibt-es-nicht-${i}`,
          file: 'atom.xml',
        })
        expect(feed.status).toBe(404)
      }
      expect(entries.size).toBe(known)
    } finally {
      delete (globalThis as { __incrementalCache?: unknown }).__incrementalCache
    }
  })
})

describe('membership notes are internal', () => {
  it("hides the admin's note from the member, who still reads the membership", async () => {
    const doctor = await createUser(payload, 'doctor')
    const membership = await payload.create({
      collection: 'memberships',
      ...asUser(admin),
      data: {
        user: doctor.id,
        currentPeriodEnd: new Date(Date.now() + DAY_MS).toISOString(),
        note: 'Kulanz nach Beschwerde, intern',
      },
    })
    const own = await payload.findByID({
      collection: 'memberships',
      id: membership.id,
      ...asUser(doctor),
    })
    expect(own.currentPeriodEnd).toBeTruthy()
    expect(own).not.toHaveProperty('note')
    await expect(
      payload.find({
        collection: 'memberships',
        where: { note: { like: 'Kulanz' } },
        ...asUser(doctor),
      }),
    ).rejects.toThrow()
    expect(
      (await payload.findByID({ collection: 'memberships', id: membership.id, ...asUser(admin) }))
        .note,
    ).toBe('Kulanz nach Beschwerde, intern')
  })
})

describe('media uploads have a size limit', () => {
  it('refuses files above 20 MB with a German message and takes smaller ones', async () => {
    for (const mimetype of ['image/png', 'audio/mpeg']) {
      const data = Buffer.alloc(MEDIA_MAX_BYTES + 1)
      await expect(
        payload.create({
          collection: 'media',
          ...asUser(editor),
          data: { alt: 'Zu groß' },
          file: { data, mimetype, name: `zu-gross.${mimetype.split('/')[1]}`, size: data.length },
        }),
      ).rejects.toMatchObject({ status: 413, message: MEDIA_TOO_LARGE_MESSAGE })
    }
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 220, b: 240 } },
    })
      .png()
      .toBuffer()
    const small = await payload.create({
      collection: 'media',
      ...asUser(editor),
      data: { alt: 'Klein' },
      file: { data: png, mimetype: 'image/png', name: 'klein.png', size: png.length },
    })
    expect(small.filesize).toBe(png.length)
  })
})
