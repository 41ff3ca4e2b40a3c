import type { Payload } from 'payload'

import type { User } from '@payload-types'
import { formatLongDate } from '@/lib/dates/format'
import { emailBranding } from '@/lib/email/branding'
import { practiceEmail } from '@/lib/email/practiceEmails'
import { asReader, asServer } from '@/lib/payload/readAs'
import { siteUrl } from '@/lib/site/url'

import type { PracticeRefusal } from './invitations'
import { managedMember } from './memberAccess'
import { memberCme } from './memberCme'

/** How long after a reminder the practice may send the next one to the same dentist. */
export const REMINDER_INTERVAL_DAYS = 7

/** `POST …/members/{memberId}/reminder` 202: when the next reminder may go out (ISO). */
export type ReminderSent = { sent: true; nextAllowedAt: string }

/**
 * "Erinnerung senden": an owner or manager mails employed dentist `memberId` a friendly
 * reminder of the points still missing, at most once in `REMINDER_INTERVAL_DAYS` per
 * dentist and practice (one conditional update claims the week, so two clicks send one
 * mail). Needs the dentist's status consent (403 `practice_status_consent_required`);
 * 429 `practice_reminder_too_soon` within the week; 404 for anyone who does not manage
 * the practice.
 */
export async function remindMember(
  payload: Payload,
  reader: User,
  practiceId: number,
  memberId: number,
  now: Date = new Date(),
): Promise<ReminderSent | PracticeRefusal> {
  const found = await managedMember(
    payload,
    reader,
    practiceId,
    memberId,
    'status',
    'practice_status_consent_required',
  )
  if ('code' in found) return found
  const weekAgo = new Date(now.getTime() - REMINDER_INTERVAL_DAYS * 86_400_000).toISOString()
  const claimed = await payload.update({
    collection: 'practice-members',
    where: {
      and: [
        { id: { equals: memberId } },
        {
          or: [
            { lastReminderAt: { exists: false } },
            { lastReminderAt: { less_than_equal: weekAgo } },
          ],
        },
      ],
    },
    data: { lastReminderAt: now.toISOString() },
    depth: 0,
    ...asServer('the practice claims this week’s reminder; only the server writes the time'),
  })
  if (claimed.docs.length === 0) return { status: 429, code: 'practice_reminder_too_soon' }
  const [cme, practice] = await Promise.all([
    memberCme(payload, reader, found.dentist.id),
    payload.findByID({ collection: 'practices', id: practiceId, depth: 0, ...asReader(reader) }),
  ])
  const language = found.dentist.language ?? 'de'
  const rendered = await practiceEmail(
    'practiceReminder',
    {
      practice: practice.name,
      missing: cme.missing,
      periodEnd: formatLongDate(cme.periodEnd, language) ?? cme.periodEnd,
      url: `${siteUrl()}/doctor-dashboard`,
    },
    await emailBranding(payload),
    language,
  )
  await payload.sendEmail({ to: found.dentist.email, ...rendered })
  const next = new Date(now.getTime() + REMINDER_INTERVAL_DAYS * 86_400_000)
  return { sent: true, nextAllowedAt: next.toISOString() }
}
