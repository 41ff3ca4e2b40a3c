import type { Payload } from 'payload'

import { asServer } from '@/lib/payload/readAs'

import { isJournalPath, normalizeOldPath } from './oldPaths'

/**
 * Writes the redirects of one imported document into the studio's redirects collection
 * (Payload's redirects plugin): each old address, normalized (`normalizeOldPath`), to the
 * article (`{ relationTo, value }`, a reference the studio shows) or to a path (a static
 * page). An address that already redirects elsewhere is pointed at the new target; the root
 * `/`, the journal's own paths (`isJournalPath`) and the target itself are never redirected. Returns how many redirects were created or changed.
 */
export async function writeRedirects(
  payload: Payload,
  oldPaths: string[],
  target: { relationTo: 'articles'; value: number } | string,
): Promise<number> {
  const to =
    typeof target === 'string'
      ? { type: 'custom' as const, url: target }
      : {
          type: 'reference' as const,
          reference: { relationTo: 'articles' as const, value: target.value },
        }
  const targetPath = typeof target === 'string' ? normalizeOldPath(target) : null
  let written = 0
  for (const from of new Set(oldPaths.map(normalizeOldPath))) {
    // Never the start page, a page of the journal itself, or a loop onto itself.
    if (!from || from === '/' || isJournalPath(from) || from === targetPath) continue
    const reason = 'Import job (started by an admin): the old address of an imported document.'
    const { docs } = await payload.find({
      collection: 'redirects',
      where: { from: { equals: from } },
      depth: 0,
      limit: 1,
      ...asServer(reason),
    })
    const existing = docs[0]
    if (existing) {
      const same =
        existing.to?.type === to.type &&
        (to.type === 'custom'
          ? existing.to?.url === to.url
          : referencedId(existing.to?.reference) === to.reference.value)
      if (same) continue
      await payload.update({
        collection: 'redirects',
        id: existing.id,
        data: { to },
        ...asServer(reason),
      })
    } else {
      await payload.create({ collection: 'redirects', data: { from, to }, ...asServer(reason) })
    }
    written++
  }
  return written
}

/** The id a stored reference points at (a plain id, or `{ relationTo, value }` at depth 0). */
function referencedId(reference: unknown): number | null {
  const value =
    reference && typeof reference === 'object' && 'value' in reference
      ? (reference as { value: unknown }).value
      : reference
  if (typeof value === 'number') return value
  if (value && typeof value === 'object' && 'id' in value)
    return Number((value as { id: unknown }).id)
  return null
}
