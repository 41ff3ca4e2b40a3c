import type { Payload } from 'payload'

import type { CmeCredit, CmeExternalCertificate, User } from '@payload-types'
import { asReader } from '@/lib/payload/readAs'
import { getSettings } from '@/lib/settings/read'

import { externalCertificateUrl, journalCertificateUrl } from './certificateUrls'
import { EXTERNAL_CERTIFICATES } from './externalFiles'
import { paceForecast, type PaceForecast } from './pace'
import {
  berlinDay,
  berlinDayOf,
  inPeriod,
  periodContaining,
  periodStatus,
  periodsUntil,
  periodStartProblem,
  type Period,
  type PeriodStatus,
} from './period'

/** BZÄK/DGZMK category of a CME activity (A–H). */
export type CmeCategory = 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'H'

/**
 * One certificate of a dentist's CME account: ours (`journal`, from a passed quiz, not
 * editable) or one earned elsewhere (`external`, uploaded by the dentist). `id` is the
 * certificate id (`DJ-CME-…`) for ours and the document id for external ones; `date` is
 * the calendar day (`YYYY-MM-DD`, Europe/Berlin for ours); `fileUrl` the download path.
 */
export type AccountCertificate = {
  id: string
  source: 'journal' | 'external'
  title: string
  provider: string
  date: string
  points: number
  category: CmeCategory
  topic: string | null
  fileUrl: string
  /** Ours: the certificate id and the score in percent. */
  certificateId?: string
  percentage?: number
  /** External: the uploaded file's MIME type and size in bytes. */
  mimeType?: string | null
  filesize?: number | null
}

/**
 * The first day the dentist's periods are counted from: the day they entered, else the
 * day their account was created (Europe/Berlin).
 */
export function firstPeriodStart(user: Pick<User, 'createdAt' | 'cmePeriodStart'>): string {
  return enteredPeriodStart(user) ?? berlinDayOf(user.createdAt)
}

/**
 * The period start the dentist entered, or null when none is stored or the stored one
 * breaks the rule every write obeys now (`periodStartProblem`; a value written before that
 * rule reached every path): such a start is ignored rather than failing every page of the
 * CME account.
 */
export function enteredPeriodStart(user: Pick<User, 'cmePeriodStart'>): string | null {
  const start = user.cmePeriodStart
  return start && periodStartProblem(start, berlinDay()) === null ? start : null
}

/** Our certificate as an account entry. */
export function fromCredit(credit: CmeCredit, provider: string): AccountCertificate {
  return {
    id: credit.certificateId,
    source: 'journal',
    title: credit.moduleTitle,
    provider,
    date: berlinDayOf(credit.awardedAt),
    points: credit.credits,
    category: 'C',
    topic: credit.topic,
    fileUrl: journalCertificateUrl(credit.certificateId),
    certificateId: credit.certificateId,
    percentage: credit.percentage,
  }
}

/** An external certificate as an account entry. */
export function fromExternal(doc: CmeExternalCertificate): AccountCertificate {
  return {
    id: String(doc.id),
    source: 'external',
    title: doc.title,
    provider: doc.provider,
    date: doc.date,
    points: doc.points,
    category: doc.category,
    topic: doc.topic ?? null,
    fileUrl: externalCertificateUrl(doc.id),
    mimeType: doc.mimeType,
    filesize: doc.filesize,
  }
}

/**
 * Every certificate of `user`, ours and external, newest first. Read through the
 * collections' access rules as `reader` (`asReader`; the dentist themself unless given: a
 * practice the dentist shares certificates with), so only what that reader may see.
 */
export async function accountCertificates(
  payload: Payload,
  user: User,
  reader: User = user,
): Promise<AccountCertificate[]> {
  const options = { depth: 0, limit: 1000, pagination: false } as const
  const [settings, credits, external] = await Promise.all([
    getSettings(payload),
    payload.find({
      collection: 'cme-credits',
      where: { user: { equals: user.id } },
      ...options,
      ...asReader(reader),
    }),
    payload.find({
      collection: EXTERNAL_CERTIFICATES,
      where: { user: { equals: user.id } },
      ...options,
      ...asReader(reader),
    }),
  ])
  return [
    ...credits.docs.map((c) => fromCredit(c, settings.cmeProvider)),
    ...external.docs.map(fromExternal),
  ].sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title))
}

/** Sum of the points of `certificates` that lie in `period`. */
export function pointsIn(period: Period, certificates: AccountCertificate[]): number {
  return certificates.filter((c) => inPeriod(period, c.date)).reduce((s, c) => s + c.points, 0)
}

/**
 * The first day of the dentist's data: the account's creation (Europe/Berlin), or the date
 * of an earlier certificate (one entered from before the account existed).
 */
export function dataSince(
  user: Pick<User, 'createdAt'>,
  certificates: AccountCertificate[],
): string {
  const created = berlinDayOf(user.createdAt)
  return certificates.reduce((first, c) => (c.date < first ? c.date : first), created)
}

/** A dentist's CME account: the current period's status, all periods, all certificates. */
export type CmeAccount = {
  /** The current period's status with the pace forecast (`pace.ts`). */
  current: PeriodStatus & { pace: PaceForecast }
  /** Every period from the first start up to the current one, newest first, with its points. */
  periods: (Period & { points: number })[]
  certificates: AccountCertificate[]
  /** Whether the dentist entered a period start (else counted from account creation). */
  startSet: boolean
}

/**
 * Builds the account of `user` on `today` (`YYYY-MM-DD`, default: today in Berlin), read
 * as `reader` (default: the dentist themself).
 */
export async function cmeAccount(
  payload: Payload,
  user: User,
  today: string = berlinDay(),
  reader: User = user,
): Promise<CmeAccount> {
  const certificates = await accountCertificates(payload, user, reader)
  const first = firstPeriodStart(user)
  const current = periodContaining(first, today)
  const status = periodStatus(current, pointsIn(current, certificates), today)
  return {
    current: {
      ...status,
      pace: paceForecast({
        ...status,
        period: current,
        today,
        usingSince: dataSince(user, certificates),
      }),
    },
    periods: periodsUntil(first, today)
      .reverse()
      .map((p) => ({ ...p, points: pointsIn(p, certificates) })),
    certificates,
    startSet: enteredPeriodStart(user) !== null,
  }
}
