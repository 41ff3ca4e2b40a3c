import type { Payload } from 'payload'

import { PERIOD_LENGTH_YEARS } from '@/lib/cme/period'
import { asServer } from '@/lib/payload/readAs'

/** CME points shown on a public profile: the total and per topic key (largest first). */
export type PublicCmePoints = { total: number; byTopic: { topic: string; points: number }[] }

/**
 * The CME points a dentist earned with **our** certificates (passed quizzes, each verifiable
 * at its public page) in the last five years up to `now`, for the public profile of a
 * dentist who opted in (`showCme`). Certificates uploaded from elsewhere never count here:
 * we cannot vouch for them. Returns null when the profile is private, its dentist did not
 * opt in, or it has no owner: the opt-in is checked here, not left to the caller.
 */
export async function publicCmePoints(
  payload: Payload,
  profileId: number,
  now: Date = new Date(),
): Promise<PublicCmePoints | null> {
  const profile = await payload.findByID({
    collection: 'doctor-profiles',
    id: profileId,
    depth: 0,
    select: { user: true, isPublic: true, showCme: true },
    ...asServer(
      'Public profile: its owner-only `user` field, read by the server for the CME total.',
    ),
  })
  if (!profile.isPublic || !profile.showCme) return null
  const owner = typeof profile.user === 'object' ? profile.user?.id : profile.user
  if (!owner) return null
  const since = new Date(now)
  since.setUTCFullYear(since.getUTCFullYear() - PERIOD_LENGTH_YEARS)
  const { docs } = await payload.find({
    collection: 'cme-credits',
    where: {
      user: { equals: owner },
      awardedAt: { greater_than_equal: since.toISOString(), less_than_equal: now.toISOString() },
    },
    depth: 0,
    limit: 0,
    pagination: false,
    select: { credits: true, topic: true },
    ...asServer('Public profile whose owner opted in (`showCme`, checked above): only points.'),
  })
  const byTopic = new Map<string, number>()
  for (const c of docs) byTopic.set(c.topic, (byTopic.get(c.topic) ?? 0) + c.credits)
  return {
    total: docs.reduce((sum, c) => sum + c.credits, 0),
    byTopic: [...byTopic]
      .map(([topic, points]) => ({ topic, points }))
      .sort((a, b) => b.points - a.points || a.topic.localeCompare(b.topic)),
  }
}
