import type { Payload } from 'payload'

import type { Practice, PracticeMember, User } from '@payload-types'
import { berlinDay } from '@/lib/cme/period'
import { formatLongDate } from '@/lib/dates/format'
import { emailBranding } from '@/lib/email/branding'
import { practiceEmail } from '@/lib/email/practiceEmails'
import { asReader, asServer } from '@/lib/payload/readAs'
import { siteUrl } from '@/lib/site/url'

import { monthsAfter } from './light'
import { memberCme, type MemberCme } from './memberCme'
import { levelsFrom } from './vocabulary'

/** What one run did: overviews and deadline notices sent, mails that failed (tried again next run). */
export type OwnerReminderRun = { digests: number; deadlines: number; failed: number }

/** Months before a period's end when the owner hears that points are still missing. */
export const DEADLINE_NOTICE_MONTHS = 3

type Shared = { member: PracticeMember; cme: MemberCme }

const idOf = (value: number | { id: number }) => (typeof value === 'object' ? value.id : value)

/**
 * The owner reminders due on `today` (`YYYY-MM-DD`, Berlin), for every practice:
 * - a monthly overview while any employed dentist who shares their status is amber or red
 *   (once per calendar month, claimed by a conditional update of `digestSentAt`);
 * - a notice when a dentist's period ends within `DEADLINE_NOTICE_MONTHS` months with
 *   points missing (once per period end, claimed through `deadlineNoticeFor`).
 * The owner turns either off on the practice (`digestMails`, `deadlineMails`). What the
 * owner hears is read as the owner, through the consent rule: a dentist who shares nothing
 * is never mentioned. A mail that cannot be sent gives its claim back for the next run.
 */
export async function sendOwnerReminders(
  payload: Payload,
  today: string = berlinDay(),
  now: Date = new Date(),
): Promise<OwnerReminderRun> {
  const run: OwnerReminderRun = { digests: 0, deadlines: 0, failed: 0 }
  for (let page = 1; ; page++) {
    const { docs, hasNextPage } = await payload.find({
      collection: 'practices',
      where: {
        or: [{ digestMails: { not_equals: false } }, { deadlineMails: { not_equals: false } }],
      },
      sort: 'id',
      page,
      limit: 100,
      depth: 0,
      ...asServer('owner reminder job: every practice that wants reminders'),
    })
    for (const practice of docs) {
      try {
        await remindOwner(payload, practice, today, now, run)
      } catch (error) {
        payload.logger.error({ err: error, practice: practice.id }, 'owner reminders: skipped')
      }
    }
    if (!hasNextPage) return run
  }
}

async function remindOwner(
  payload: Payload,
  practice: Practice,
  today: string,
  now: Date,
  run: OwnerReminderRun,
) {
  const ownerRow = await payload.find({
    collection: 'practice-members',
    where: { practice: { equals: practice.id }, role: { equals: 'owner' } },
    depth: 0,
    limit: 1,
    ...asServer('owner reminder job: who owns the practice'),
  })
  if (!ownerRow.docs[0]) return
  const owner = (await payload.findByID({
    collection: 'users',
    id: idOf(ownerRow.docs[0].user),
    depth: 0,
    ...asServer('owner reminder job: the owner the mail goes to'),
  })) as User
  const members = await payload.find({
    collection: 'practice-members',
    where: { practice: { equals: practice.id }, user: { not_equals: owner.id } },
    depth: 0,
    pagination: false,
    sort: 'displayName',
    ...asReader(owner),
  })
  const shared: Shared[] = []
  for (const member of members.docs)
    if (levelsFrom('status').includes(member.sharing))
      shared.push({ member, cme: await memberCme(payload, owner, idOf(member.user), today) })
  const language = owner.language ?? 'de'
  const day = (value: string) => formatLongDate(value, language) ?? value
  const send = async (kind: 'ownerDigest' | 'ownerDeadline', values: object) => {
    const rendered = await practiceEmail(
      kind,
      { practice: practice.name, url: `${siteUrl()}/practice`, ...values },
      await emailBranding(payload),
      language,
    )
    await payload.sendEmail({ to: owner.email, ...rendered })
  }

  if (practice.deadlineMails !== false) {
    const horizon = monthsAfter(today, DEADLINE_NOTICE_MONTHS)
    for (const { member, cme } of shared) {
      if (cme.missing === 0 || cme.daysLeft === 0 || cme.periodEnd > horizon) continue
      if (member.deadlineNoticeFor === cme.periodEnd) continue
      const claimed = await payload.update({
        collection: 'practice-members',
        where: {
          and: [
            { id: { equals: member.id } },
            {
              or: [
                { deadlineNoticeFor: { exists: false } },
                { deadlineNoticeFor: { not_equals: cme.periodEnd } },
              ],
            },
          ],
        },
        data: { deadlineNoticeFor: cme.periodEnd },
        ...asServer('owner reminder job: claims the notice for this period end'),
      })
      if (claimed.docs.length === 0) continue
      try {
        await send('ownerDeadline', {
          dentist: member.displayName ?? '',
          missing: cme.missing,
          periodEnd: day(cme.periodEnd),
        })
        run.deadlines++
      } catch (error) {
        payload.logger.error({ err: error }, 'owner deadline notice failed')
        run.failed++
        await payload.update({
          collection: 'practice-members',
          id: member.id,
          data: { deadlineNoticeFor: member.deadlineNoticeFor ?? null },
          ...asServer('owner reminder job: gives the claim back after a failed mail'),
        })
      }
    }
  }

  const behind = shared.filter(({ cme }) => cme.light !== 'green')
  if (practice.digestMails === false || behind.length === 0) return
  const monthStart = `${today.slice(0, 7)}-01T00:00:00.000Z`
  const claimed = await payload.update({
    collection: 'practices',
    where: {
      and: [
        { id: { equals: practice.id } },
        {
          or: [{ digestSentAt: { exists: false } }, { digestSentAt: { less_than: monthStart } }],
        },
      ],
    },
    data: { digestSentAt: now.toISOString() },
    ...asServer('owner reminder job: claims this month’s overview'),
  })
  if (claimed.docs.length === 0) return
  try {
    await send('ownerDigest', {
      lines: behind.map(
        ({ member, cme }) =>
          `${member.displayName ?? ''}: ${cme.light === 'red' ? '●' : '○'} ${cme.missing} / ${cme.missing + cme.points} · ${day(cme.periodEnd)}`,
      ),
    })
    run.digests++
  } catch (error) {
    payload.logger.error({ err: error }, 'owner digest failed')
    run.failed++
    await payload.update({
      collection: 'practices',
      id: practice.id,
      data: { digestSentAt: practice.digestSentAt ?? null },
      ...asServer('owner reminder job: gives the claim back after a failed mail'),
    })
  }
}
