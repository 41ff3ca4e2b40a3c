import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { addDays, berlinDay } from '@/lib/cme/period'
import { asServer } from '@/lib/payload/readAs'
import { sendOwnerReminders } from '@/lib/practices/ownerReminders'

import { award } from './helpers/cmeAccountForms'
import { smtpServerForFile } from './helpers/http'
import { testPayload } from './helpers/payload'
import { dentist, employ, practiceOf, type Dentist } from './helpers/practiceSupport'

/*
 * The owner hears in time: a monthly overview while any employed dentist who shares their
 * status is amber or red, and a notice three months before a period ends with points
 * missing — each once, never about a dentist who shares nothing, and not at all once the
 * owner turns them off.
 */

const smtp = smtpServerForFile()
let payload: Payload
let owner: Dentist
let practiceId: number
const today = berlinDay()

/** A start that makes the five-year period end `days` from today. */
function startEndingIn(days: number): string {
  const end = addDays(today, days)
  return `${Number(end.slice(0, 4)) - 5}${end.slice(4)}`
}

async function employee(lastName: string, endsInDays: number, sharing: 'none' | 'status') {
  const who = await dentist(payload, 'digest-employee')
  await payload.update({
    collection: 'users',
    id: who.user.id,
    data: { cmePeriodStart: addDays(startEndingIn(endsInDays), 1), lastName },
    ...asServer('test: this dentist’s period start'),
  })
  who.user.lastName = lastName
  await employ(payload, owner, practiceId, who, sharing)
  return who
}

const mailsToOwner = () =>
  smtp.server.messages.filter((m) => JSON.stringify(m.to).includes(owner.user.email))

beforeAll(async () => {
  payload = await testPayload()
  owner = await dentist(payload, 'digest-owner')
  practiceId = await practiceOf(owner, 'Praxis Fristen')
  const soon = await employee('Bald', 60, 'status')
  await award(payload, soon.user, 'Parodontitis heute', 5, new Date().toISOString())
  await employee('Später', 270, 'status')
  await employee('Verborgen', 30, 'none')
})

describe('Owner reminders', () => {
  it('sends one overview and one deadline notice, naming only dentists who share', async () => {
    await sendOwnerReminders(payload, today)
    const mails = mailsToOwner()
    const digest = mails.find((m) => /Monatliche Übersicht/.test(m.subject ?? ''))
    const notice = mails.find((m) => /In drei Monaten/.test(m.subject ?? ''))
    expect(digest?.text).toContain('Praxis Fristen')
    expect(digest?.text).toContain('Clara Bald')
    expect(digest?.text).toContain('Clara Später')
    expect(digest?.text).not.toContain('Verborgen')
    expect(notice?.text).toContain('Clara Bald')
    expect(notice?.text).toContain('120 Punkte')
    expect(mails).toHaveLength(2)

    // A second run the same day (or month) sends nothing again.
    await sendOwnerReminders(payload, today)
    expect(mailsToOwner()).toHaveLength(2)
  })

  it('sends the next overview in the next month, unless the owner turned it off', async () => {
    const nextMonth = addDays(`${today.slice(0, 7)}-01`, 40)
    const at = new Date(`${nextMonth}T08:00:00.000Z`)
    await sendOwnerReminders(payload, nextMonth, at)
    expect(mailsToOwner()).toHaveLength(3)

    await payload.update({
      collection: 'practices',
      id: practiceId,
      data: { digestMails: false, deadlineMails: false },
      ...asServer('test: the owner turned both off'),
    })
    const later = addDays(nextMonth, 40)
    await sendOwnerReminders(payload, later, new Date(`${later}T08:00:00.000Z`))
    expect(mailsToOwner()).toHaveLength(3)
  })
})
