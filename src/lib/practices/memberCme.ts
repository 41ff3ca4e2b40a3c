import type { Payload, TypedUser } from 'payload'

import { enteredPeriodStart } from '@/lib/cme/account'
import { EXTERNAL_CERTIFICATES } from '@/lib/cme/externalFiles'
import { berlinDay, berlinDayOf, inPeriod, periodContaining, periodStatus } from '@/lib/cme/period'
import { asReader, asServer } from '@/lib/payload/readAs'

import { trafficLight, type Light } from './light'

/**
 * What a practice sees of an employed dentist's current five-year period with `status`
 * consent: `periodStart`/`periodEnd` (days `YYYY-MM-DD`, both inclusive), `points`
 * counted in it, `missing` to 125, `daysLeft` (including today) and the traffic `light`.
 */
export type MemberCme = {
  periodStart: string
  periodEnd: string
  points: number
  missing: number
  daysLeft: number
  light: Light
}

/**
 * The CME status of dentist `dentistId` as `reader` sees it: the points come from the
 * certificate rows the collections' rule lets the reader see (none without consent, so
 * the caller asks only for members who share at least their status). The period start is
 * the dentist's own setting, read by the server for a dentist whose rows the rule showed.
 * Null when the rule shows the reader nothing of this dentist's certificates and the
 * dentist does not share with them.
 */
export async function memberCme(
  payload: Payload,
  reader: TypedUser,
  dentistId: number,
  today: string = berlinDay(),
): Promise<MemberCme> {
  const byDentist = { user: { equals: dentistId } }
  const [credits, external, dentist] = await Promise.all([
    payload.find({
      collection: 'cme-credits',
      where: byDentist,
      select: { credits: true, awardedAt: true },
      depth: 0,
      pagination: false,
      ...asReader(reader),
    }),
    payload.find({
      collection: EXTERNAL_CERTIFICATES,
      where: byDentist,
      select: { points: true, date: true },
      depth: 0,
      pagination: false,
      ...asReader(reader),
    }),
    payload.findByID({
      collection: 'users',
      id: dentistId,
      select: { cmePeriodStart: true, createdAt: true },
      depth: 0,
      ...asServer('the period start of a dentist who shares their CME status with this practice'),
    }),
  ])
  const first = enteredPeriodStart(dentist) ?? berlinDayOf(dentist.createdAt)
  const period = periodContaining(first, today)
  const dated = [
    ...credits.docs.map((c) => ({ day: berlinDayOf(c.awardedAt), points: c.credits })),
    ...external.docs.map((c) => ({ day: c.date, points: c.points })),
  ]
  const points = dated.filter((c) => inPeriod(period, c.day)).reduce((s, c) => s + c.points, 0)
  const status = periodStatus(period, points, today)
  return {
    periodStart: status.start,
    periodEnd: status.end,
    points: status.points,
    missing: status.missing,
    daysLeft: status.daysLeft,
    light: trafficLight(status.end, status.missing, today),
  }
}
