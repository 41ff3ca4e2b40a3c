import type { Payload } from 'payload'

import type { Newsletter } from '@payload-types'

import { NEWSLETTERS } from './constants'

import { asServer } from '@/lib/payload/readAs'

/** The issue with this id in `locale` (German fallback), or null. */
export async function findIssue(
  payload: Payload,
  id: number,
  locale = 'de',
): Promise<Newsletter | null> {
  const { docs } = await payload.find({
    collection: NEWSLETTERS,
    where: { id: { equals: id } },
    locale: locale as never,
    depth: 0,
    limit: 1,
    ...asServer('Newsletter admin and jobs (staff routes, workers): the server reads the issue.'),
  })
  return (docs[0] as Newsletter | undefined) ?? null
}

/** Whether every id is a published article (issues carry published articles only). */
export async function allPublished(payload: Payload, ids: number[]): Promise<boolean> {
  if (!ids.length) return true
  const { totalDocs } = await payload.count({
    collection: 'articles',
    where: { and: [{ id: { in: ids } }, { _status: { equals: 'published' } }] },
    ...asServer('Counts published articles only; the server checks them as itself.'),
  })
  return totalDocs === new Set(ids).size
}
