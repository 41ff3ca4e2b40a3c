import type { Payload } from 'payload'

import type { User } from '@payload-types'
import { displayName } from '@/lib/auth/mail'
import { emailBranding } from '@/lib/email/branding'
import { mailLanguage, type MailLanguage } from '@/lib/email/catalog'
import { articlePath } from '@/lib/routes'
import { localizedUrl } from '@/lib/seo/sitemap'
import { siteUrl } from '@/lib/site/url'
import { asServer } from '@/lib/payload/readAs'

import { accountCertificates, enteredPeriodStart, pointsIn } from './account'
import { addDays, berlinDay, periodContaining, PERIOD_REQUIRED_POINTS, type Period } from './period'
import { cmeReminderEmail } from './reminderMail'
import { dueAdvanceReminder, endedReminderDue, type ReminderThreshold } from './reminderSchedule'

/** Open CME articles named in one reminder (the newest first). */
export const REMINDER_ARTICLES = 3
/** Dentists read per page while the job walks through them. */
const PAGE_SIZE = 100

/**
 * What one run did: mails sent, reminders due but already sent before, mails that could not
 * be sent (tried again next run), and dentists whose account could not be read (logged).
 */
export type ReminderRun = { sent: number; alreadySent: number; failed: number; skipped: number }

/**
 * Sends the CME deadline reminders due on `today` (`YYYY-MM-DD`, Europe/Berlin; default
 * today): to every dentist who entered a period start (without one the period is counted
 * from the account's creation, which is not their real deadline), has not turned the
 * reminders off (`cmeReminders`), and still misses points in the period concerned
 * (`reminderSchedule.ts` says when). Each reminder is claimed by inserting its
 * `cme-reminders` row first (unique per dentist, period and threshold), so a second run,
 * or a second worker at the same time, sends nothing twice; when the mail cannot be sent,
 * the row is removed again and the next run tries once more. A dentist whose account
 * cannot be worked with is logged and skipped (`skipped`); the run goes on.
 */
export async function sendCmeReminders(
  payload: Payload,
  today: string = berlinDay(),
): Promise<ReminderRun> {
  const run: ReminderRun = { sent: 0, alreadySent: 0, failed: 0, skipped: 0 }
  for (let page = 1; ; page++) {
    const { docs, hasNextPage } = await payload.find({
      collection: 'users',
      where: {
        roles: { contains: 'doctor' },
        cmePeriodStart: { exists: true },
        cmeReminders: { not_equals: false },
      },
      sort: 'id',
      page,
      limit: PAGE_SIZE,
      depth: 0,
      ...asServer(
        'Reminder job (no user): the server reads every dentist who may be due a reminder.',
      ),
    })
    for (const user of docs) {
      const start = enteredPeriodStart(user)
      if (!start) continue
      try {
        const outcome = await remindDentist(payload, user, start, today)
        if (outcome) run[outcome]++
      } catch (error) {
        // One dentist's account the job cannot work with (a start written before the field
        // was validated, say) must not stop the reminders of everyone after them.
        payload.logger.error(`CME reminders: user ${user.id} skipped: ${String(error)}`)
        run.skipped++
      }
    }
    if (!hasNextPage) return run
  }
}

/** The reminder due for `user` on `today` with its period, if any. */
async function remindDentist(
  payload: Payload,
  user: User,
  firstStart: string,
  today: string,
): Promise<keyof ReminderRun | null> {
  const current = periodContaining(firstStart, today)
  const due: { threshold: ReminderThreshold; period: Period } | null = (() => {
    const advance = dueAdvanceReminder(current, today)
    if (advance) return { threshold: advance, period: current }
    if (current.start > firstStart) {
      const previous = periodContaining(firstStart, addDays(current.start, -1))
      if (endedReminderDue(previous, today)) return { threshold: 'ended', period: previous }
    }
    return null
  })()
  if (!due) return null
  const certificates = await accountCertificates(payload, { ...user, collection: 'users' })
  const earned = pointsIn(due.period, certificates)
  const missing = Math.max(0, PERIOD_REQUIRED_POINTS - earned)
  if (missing === 0) return null

  const claimed = await claimReminder(payload, user.id, due.period.start, due.threshold, missing)
  if (!claimed) return 'alreadySent'
  try {
    const language = mailLanguage(user.language ?? 'de')
    const mail = await cmeReminderEmail(
      due.threshold,
      {
        name: displayName(user),
        periodEnd: formatDay(due.period.end, language),
        earned,
        missing,
        articles: await openCmeArticles(payload, user.id, language),
        url: localizedUrl(siteUrl(), language, '/doctor-dashboard'),
      },
      await emailBranding(payload),
      language,
    )
    await payload.sendEmail({ to: user.email, ...mail })
    return 'sent'
  } catch (error) {
    payload.logger.error(
      `CME reminder ${due.threshold} for user ${user.id} not sent: ${String(error)}`,
    )
    await payload.delete({
      collection: 'cme-reminders',
      id: claimed,
      ...asServer('Reminder job: the server releases its own claim on a failed send.'),
    })
    return 'failed'
  }
}

/**
 * Inserts the reminder's row; its id, or null when the row exists already (the unique
 * index on dentist, period and threshold refused it).
 */
async function claimReminder(
  payload: Payload,
  user: number,
  periodStart: string,
  threshold: ReminderThreshold,
  missingPoints: number,
): Promise<number | null> {
  try {
    const row = await payload.create({
      collection: 'cme-reminders',
      data: { user, periodStart, threshold, missingPoints },
      ...asServer('Reminder job: the server records the reminder (closed to the API).'),
    })
    return row.id
  } catch (error) {
    const { totalDocs } = await payload.count({
      collection: 'cme-reminders',
      where: {
        user: { equals: user },
        periodStart: { equals: periodStart },
        threshold: { equals: threshold },
      },
      ...asServer('Reminder job: whether the reminder was already recorded.'),
    })
    if (totalDocs > 0) return null
    throw error
  }
}

/**
 * Up to `REMINDER_ARTICLES` published dentist articles with a CME quiz that `user` has
 * not passed, newest first, as title and absolute link in `language`.
 */
export async function openCmeArticles(
  payload: Payload,
  user: number,
  language: MailLanguage,
): Promise<{ title: string; url: string }[]> {
  const [quizzes, credits] = await Promise.all([
    payload.find({
      collection: 'quizzes',
      depth: 0,
      limit: 0,
      pagination: false,
      select: { article: true },
      ...asServer('Reminder job: quizzes are staff-only; only their articles are read.'),
    }),
    payload.find({
      collection: 'cme-credits',
      where: { user: { equals: user } },
      depth: 0,
      limit: 0,
      pagination: false,
      select: { quiz: true },
      ...asServer("Reminder job (no user): the dentist's passed quizzes."),
    }),
  ])
  const passed = new Set(credits.docs.map((c) => relationId(c.quiz)))
  const articleIds = quizzes.docs
    .filter((q) => !passed.has(q.id))
    .map((q) => relationId(q.article))
    .filter((id): id is number => id !== null)
  if (articleIds.length === 0) return []
  const { docs } = await payload.find({
    collection: 'articles',
    where: {
      id: { in: articleIds },
      _status: { equals: 'published' },
      audience: { equals: 'doctor' },
    },
    sort: '-publishedAt',
    limit: REMINDER_ARTICLES,
    depth: 0,
    locale: language,
    fallbackLocale: 'de',
    select: { title: true },
    ...asServer('Reminder job: published articles only.'),
  })
  return docs.map((a) => ({
    title: a.title,
    url: localizedUrl(siteUrl(), language, articlePath(a.id)),
  }))
}

function relationId(value: number | { id: number } | null | undefined): number | null {
  if (value === null || value === undefined) return null
  return typeof value === 'number' ? value : value.id
}

/** A calendar day (`YYYY-MM-DD`) as the mail's language writes it (14.03.2029, 14 March 2029). */
function formatDay(day: string, language: MailLanguage): string {
  return new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', {
    day: language === 'de' ? '2-digit' : 'numeric',
    month: language === 'de' ? '2-digit' : 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`))
}
