import type { CollectionBeforeDeleteHook } from 'payload'

import { EXTERNAL_CERTIFICATES } from '@/lib/cme/externalFiles'
import { asServer } from '@/lib/payload/readAs'

/**
 * Deleting an account deletes the CME certificates its owner uploaded, and with each
 * document Payload deletes its stored file (local disk or S3), so no private file outlives
 * the account.
 */
export const deleteExternalCertificates: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({
    collection: EXTERNAL_CERTIFICATES,
    where: { user: { equals: id } },
    ...asServer(
      'Account deletion: the server removes every upload of the account, whoever deletes it.',
    ),
    req,
  })
}
