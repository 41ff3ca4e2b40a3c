import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@payload-types'
import { sendCmeReminders } from '@/lib/cme/reminders'
import { jobTasks } from '@/lib/jobs/tasks'

import { award } from './helpers/cmeAccountForms'
import { createUser, testPayload } from './helpers/payload'
import { startSmtpServer, type TestSmtpServer } from '../support/smtp'

let payload: Payload
let smtp: TestSmtpServer

beforeAll(async () => {
  payload = await testPayload()
  smtp = await startSmtpServer()
  process.env.SMTP_URL = smtp.url
})

afterAll(async () => {
  delete process.env.SMTP_URL
  await smtp.stop()
})

/** A dentist whose period starts 2021-03-01 (and so ends 2026-02-28). */
async function dentist(data: Partial<User>): Promise<User> {
  const user = await createUser(payload, 'doctor')
  return payload.update({
    collection: 'users',
    id: user.id,
    data: { firstName: 'Jonas', lastName: 'Adler', cmePeriodStart: '2021-03-01', ...data },
  })
}

/** Our certificate for `user` (`credits` points on 2024-05-02); the id of its quiz's article. */
async function awardArticle(user: User, credits: number): Promise<number> {
  const credit = await award(
    payload,
    user,
    'Parodontitis heute',
    credits,
    '2024-05-02T10:00:00.000Z',
  )
  const quizId = typeof credit.quiz === 'object' ? credit.quiz!.id : credit.quiz!
  const quiz = await payload.findByID({ collection: 'quizzes', id: quizId, depth: 0 })
  return typeof quiz.article === 'number' ? quiz.article : quiz.article.id
}

const mailsTo = (user: User) =>
  smtp.messages.filter((m) => m.to && 'text' in m.to && m.to.text === user.email)

describe('CME deadline reminders (job cmeReminders)', () => {
  it('is a scheduled job of the cme queue', () => {
    const task = jobTasks.find((t) => t.slug === 'cmeReminders')
    expect(task?.schedule).toEqual([{ cron: '0 0 5 * * *', queue: 'cme' }])
  })

  it('mails once per threshold and period, in the dentist’s language, never to opted-out or complete dentists', async () => {
    const german = await dentist({ language: 'de' })
    const passedArticle = await awardArticle(german, 2)
    const english = await dentist({ language: 'fr', firstName: 'Amélie', lastName: 'Roux' })
    const optedOut = await dentist({ cmeReminders: false })
    const complete = await dentist({})
    await awardArticle(complete, 125)
    const noStart = await dentist({ cmePeriodStart: null })

    const days = {
      '12m': '2025-03-01',
      '6m': '2025-09-01',
      '3m': '2025-12-01',
      ended: '2026-03-01',
    }
    for (const day of Object.values(days)) {
      const first = await sendCmeReminders(payload, day)
      const second = await sendCmeReminders(payload, day)
      expect(first.sent).toBeGreaterThanOrEqual(2)
      expect(second.sent).toBe(0)
      expect(second.alreadySent).toBeGreaterThanOrEqual(2)
    }
    // A day between thresholds sends nothing new either.
    expect((await sendCmeReminders(payload, '2025-10-15')).sent).toBe(0)

    const germanMails = mailsTo(german)
    expect(germanMails.map((m) => m.subject)).toEqual([
      'CME: noch 12 Monate – Ihnen fehlen Fortbildungspunkte',
      'CME: noch 6 Monate – Ihnen fehlen Fortbildungspunkte',
      'CME: noch 3 Monate – Ihnen fehlen Fortbildungspunkte',
      'CME: Ihr Fortbildungszeitraum ist zu Ende – es fehlen Punkte',
    ])
    const first = germanMails[0]!.text ?? ''
    expect(first).toContain('Guten Tag Jonas Adler,')
    expect(first).toContain('endet am 28.02.2026')
    expect(first).toContain('Bisher haben Sie 2 Punkte; es fehlen noch 123 Punkte.')
    expect(first).toMatch(/CME-Konto öffnen: https?:\/\/[^/]+\/doctor-dashboard/)
    // Open CME articles are linked, the one whose quiz was passed is not.
    const links = [...first.matchAll(/\/article\/(\d+)/g)].map((m) => Number(m[1]))
    expect(links.length).toBeGreaterThan(0)
    expect(links).not.toContain(passedArticle)
    expect(germanMails[3]!.text).toContain(
      'Nachgewiesen sind 2 von 125 Punkten; es fehlen 123 Punkte.',
    )

    // French has no built-in mail text: English (the rule of every built-in mail).
    const englishMails = mailsTo(english)
    expect(englishMails).toHaveLength(4)
    expect(englishMails[0]!.subject).toBe('CME: 12 months left – you are still missing points')
    expect(englishMails[0]!.text).toContain('ends on 28 February 2026')
    expect(englishMails[0]!.text).toContain('/en/article/')
    expect(englishMails[0]!.text).toContain('125 points are still missing')

    for (const nobody of [optedOut, complete, noStart]) expect(mailsTo(nobody)).toEqual([])
    const { totalDocs } = await payload.count({
      collection: 'cme-reminders',
      where: { user: { equals: german.id } },
    })
    expect(totalDocs).toBe(4)
  })

  it('gives a reminder back when the mail could not be sent, and sends it on the next run', async () => {
    const late = await dentist({ cmePeriodStart: '2020-06-01' }) // ends 2025-05-31
    process.env.SMTP_URL = 'smtp://127.0.0.1:1'
    const failed = await sendCmeReminders(payload, '2025-03-10')
    process.env.SMTP_URL = smtp.url
    expect(failed.failed).toBeGreaterThanOrEqual(1)
    expect(mailsTo(late)).toEqual([])
    await sendCmeReminders(payload, '2025-03-10')
    expect(mailsTo(late).map((m) => m.subject)).toEqual([
      'CME: noch 3 Monate – Ihnen fehlen Fortbildungspunkte',
    ])
  })

  it('forgets the reminders sent with the account', async () => {
    const gone = await dentist({})
    await sendCmeReminders(payload, '2025-03-01')
    await payload.delete({ collection: 'users', id: gone.id })
    const { totalDocs } = await payload.count({
      collection: 'cme-reminders',
      where: { user: { equals: gone.id } },
    })
    expect(totalDocs).toBe(0)
  })
})
