import type { CollectionBeforeDeleteHook } from 'payload'

import { asServer } from '@/lib/payload/readAs'

/** Deleting an account deletes the record of the CME reminders it was sent. */
export const deleteCmeReminders: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({
    collection: 'cme-reminders',
    where: { user: { equals: id } },
    ...asServer(
      'Account deletion: the server removes the reminder records (closed to the API) as itself.',
    ),
    req,
  })
}
