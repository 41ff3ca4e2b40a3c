import type { CollectionAfterChangeHook } from 'payload'

import type { Practice } from '@payload-types'
import { asServer } from '@/lib/payload/readAs'
import { memberName } from '@/lib/practices/memberName'

/**
 * The dentist who creates a practice becomes its owner (the member row is written in the
 * same transaction), whether through the product API, REST, GraphQL or the studio. An
 * admin creating one in the studio becomes no member.
 */
export const founderBecomesOwner: CollectionAfterChangeHook<Practice> = async ({
  doc,
  operation,
  req,
}) => {
  if (operation !== 'create' || !req.user || !req.user.roles?.includes('doctor')) return doc
  await req.payload.create({
    collection: 'practice-members',
    data: {
      practice: doc.id,
      user: req.user.id,
      role: 'owner',
      sharing: 'none',
      displayName: memberName(req.user),
    },
    req,
    ...asServer('the founder of a practice becomes its owner; nobody else writes member rows'),
  })
  await req.payload.update({
    collection: 'practices',
    id: doc.id,
    data: { createdBy: req.user.id },
    req,
    ...asServer('who founded the practice is written by the server'),
  })
  return { ...doc, createdBy: req.user.id }
}
