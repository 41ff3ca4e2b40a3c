import type { PayloadRequest } from 'payload'

import { asServer } from '@/lib/payload/readAs'

import { levelsFrom, MANAGING_ROLES, type PracticeRole, type Sharing } from './vocabulary'

const idOf = (value: unknown): number =>
  typeof value === 'object' && value !== null
    ? Number((value as { id: unknown }).id)
    : Number(value)

/**
 * Memoizes `compute` on the request (`req.context`): access rules run once per operation
 * and field rules once per document, all asking the same question of the same reader.
 * The memo lives as long as the request, so a route that changes a membership and then
 * reads again in the same request must use a fresh request (every product route does).
 */
function onRequest<T>(req: Partial<PayloadRequest>, key: string, compute: () => Promise<T>) {
  const context = (req.context ??= {}) as Record<string, unknown>
  const memo = context[key] as Promise<T> | undefined
  if (memo) return memo
  const promise = compute()
  context[key] = promise
  return promise
}

/** The reader's practice ids by role: every practice they belong to, those they manage, those they own. */
export type ReaderPractices = { all: number[]; managed: number[]; owned: number[] }

/**
 * The practices `req.user` belongs to (none for a visitor). Read past the rules: this is
 * what the rules themselves are built from, and it names only the reader's own rows.
 */
export function readerPractices(req: Partial<PayloadRequest>): Promise<ReaderPractices> {
  const user = req.user
  if (!user || !req.payload) return Promise.resolve({ all: [], managed: [], owned: [] })
  const payload = req.payload
  return onRequest(req, `practices:of:${user.id}`, async () => {
    const rows = await payload.find({
      collection: 'practice-members',
      where: { user: { equals: user.id } },
      depth: 0,
      pagination: false,
      select: { practice: true, role: true },
      ...asServer('the practice rules: which practices the reader belongs to'),
    })
    const ids = (roles: readonly PracticeRole[]) =>
      rows.docs.filter((m) => roles.includes(m.role)).map((m) => idOf(m.practice))
    return {
      all: rows.docs.map((m) => idOf(m.practice)),
      managed: ids(MANAGING_ROLES),
      owned: ids(['owner']),
    }
  })
}

/**
 * The users who let a practice `req.user` owns or manages see at least `level`: the one
 * rule of reading another dentist's data ("member of a practice with consent"). A member
 * who left or was removed has no row, so sharing ends with the membership.
 */
export function dentistsSharingWithReader(
  req: Partial<PayloadRequest>,
  level: Sharing,
): Promise<number[]> {
  const user = req.user
  if (!user || !req.payload) return Promise.resolve([])
  const payload = req.payload
  return onRequest(req, `practices:sharing:${level}:${user.id}`, async () => {
    const { managed } = await readerPractices(req)
    if (managed.length === 0) return []
    const rows = await payload.find({
      collection: 'practice-members',
      where: {
        practice: { in: managed },
        sharing: { in: levelsFrom(level) },
        user: { not_equals: user.id },
      },
      depth: 0,
      pagination: false,
      select: { user: true },
      ...asServer('the consent rule: whose data the reader may see, from their own practices'),
    })
    return [...new Set(rows.docs.map((m) => idOf(m.user)))]
  })
}
