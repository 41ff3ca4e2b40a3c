import type { Payload } from 'payload'

import type { CmeCredit, User } from '@payload-types'

import { cmeAccount } from './account'
import { PERIOD_REQUIRED_POINTS } from './period'
import { expertiseFor, topicLabel, type ExpertiseLevel } from './expertise'

import { asReader } from '@/lib/payload/readAs'

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
  /**
   * The current period (days `YYYY-MM-DD`, both inclusive, see `period.ts`) and its points
   * from ours and external certificates, against the 125 of § 95d SGB V.
   */
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
 * Builds the stats from a user's awarded credits and their current period with its points
 * (ours and external; pure, see `doctorStats`). Topics and expertise levels count ours only.
 */
export function statsFromCredits(
  credits: Pick<
    CmeCredit,
    'topic' | 'credits' | 'certificateId' | 'moduleTitle' | 'percentage' | 'awardedAt'
  >[],
  period: { start: string; end: string; points: number },
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
  return {
    totalCredits: credits.reduce((sum, c) => sum + c.credits, 0),
    expertTopics: topics.filter((t) => t.level === 'Expert').length,
    activeTopics: topics.length,
    passedQuizzes: credits.length,
    period: {
      start: period.start,
      end: period.end,
      credits: period.points,
      target: PERIOD_REQUIRED_POINTS,
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

/**
 * The stats of one user, from the stored `cme-credits` and their CME account's period. The
 * credits are read as that user (`adminOrOwner` on `cme-credits`), so only their own.
 */
export async function doctorStats(payload: Payload, user: User): Promise<DoctorStats> {
  const { docs } = await payload.find({
    collection: 'cme-credits',
    where: { user: { equals: user.id } },
    limit: 1000,
    depth: 0,
    ...asReader(user),
  })
  const { current } = await cmeAccount(payload, user)
  return statsFromCredits(docs, current)
}
