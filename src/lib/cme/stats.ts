import type { Payload } from 'payload'

import type { CmeCredit } from '@payload-types'

import { expertiseFor, topicLabel, type ExpertiseLevel } from './expertise'

/** CME points a German dentist in contract care must prove per period (§ 95d SGB V). */
export const PERIOD_TARGET_POINTS = 125
/** Length of that period in years (§ 95d SGB V). */
export const PERIOD_YEARS = 5

/** One topic's CME record: its credits and the expertise level they give. */
export type TopicRecord = {
  id: string
  topic: string
  label: string
  credits: number
  level: ExpertiseLevel
  levelName: string
  progress: number | null
  toNext: number | null
  nextLevel: ExpertiseLevel | null
  nextLevelName: string | null
}

/** Answer of `GET /api/doctor/stats`. Dates ISO 8601. */
export type DoctorStats = {
  totalCredits: number
  expertTopics: number
  activeTopics: number
  passedQuizzes: number
  period: { start: string; end: string; credits: number; target: number }
  topics: TopicRecord[]
  certificates: {
    certificateId: string
    moduleTitle: string
    credits: number
    percentage: number
    awardedAt: string
  }[]
}

/**
 * The current 5-year CME period: consecutive 5-year blocks counted from `since` (the
 * account's creation; the real period start depends on each dentist's licence, which we
 * do not know).
 */
export function currentPeriod(since: Date, now: Date = new Date()): { start: Date; end: Date } {
  const start = new Date(since)
  while (true) {
    const end = new Date(start)
    end.setFullYear(end.getFullYear() + PERIOD_YEARS)
    if (end > now) return { start, end }
    start.setFullYear(start.getFullYear() + PERIOD_YEARS)
  }
}

/** Builds the stats from a user's awarded credits (pure; see `doctorStats`). */
export function statsFromCredits(
  credits: Pick<
    CmeCredit,
    'topic' | 'credits' | 'certificateId' | 'moduleTitle' | 'percentage' | 'awardedAt'
  >[],
  accountCreated: Date,
  now: Date = new Date(),
): DoctorStats {
  const byTopic = new Map<string, number>()
  for (const c of credits) byTopic.set(c.topic, (byTopic.get(c.topic) ?? 0) + c.credits)
  const topics = [...byTopic.entries()]
    .map(([topic, sum]) => ({
      id: topic,
      topic,
      label: topicLabel(topic),
      credits: sum,
      ...expertiseFor(sum),
    }))
    .sort((a, b) => b.credits - a.credits || a.label.localeCompare(b.label))
  const period = currentPeriod(accountCreated, now)
  const inPeriod = credits.filter(
    (c) => new Date(c.awardedAt) >= period.start && new Date(c.awardedAt) < period.end,
  )
  return {
    totalCredits: credits.reduce((sum, c) => sum + c.credits, 0),
    expertTopics: topics.filter((t) => t.level === 'Expert').length,
    activeTopics: topics.length,
    passedQuizzes: credits.length,
    period: {
      start: period.start.toISOString(),
      end: period.end.toISOString(),
      credits: inPeriod.reduce((s, c) => s + c.credits, 0),
      target: PERIOD_TARGET_POINTS,
    },
    topics,
    certificates: [...credits]
      .sort((a, b) => b.awardedAt.localeCompare(a.awardedAt))
      .map((c) => ({
        certificateId: c.certificateId,
        moduleTitle: c.moduleTitle,
        credits: c.credits,
        percentage: c.percentage,
        awardedAt: c.awardedAt,
      })),
  }
}

/** The stats of one user, from the stored `cme-credits`. */
export async function doctorStats(
  payload: Payload,
  user: { id: number; createdAt: string },
): Promise<DoctorStats> {
  const { docs } = await payload.find({
    collection: 'cme-credits',
    where: { user: { equals: user.id } },
    limit: 1000,
    depth: 0,
    overrideAccess: true,
  })
  return statsFromCredits(docs, new Date(user.createdAt))
}
