import type { Payload, TypedUser } from 'payload'
import type { z } from 'zod'

import { asReader } from '@/lib/payload/readAs'

import type { practiceBody } from './schemas'

/**
 * Creates a practice as `reader` (a dentist) through the collection's rules; its hook
 * makes the founder the owner in the same transaction. Returns the new id.
 */
export async function createPractice(
  payload: Payload,
  reader: TypedUser,
  body: z.output<typeof practiceBody>,
): Promise<{ id: number }> {
  const practice = await payload.create({
    collection: 'practices',
    data: body,
    depth: 0,
    ...asReader(reader),
  })
  return { id: practice.id }
}
