import type { CollectionAfterChangeHook } from 'payload'

import { storeVerificationToken } from '@/lib/auth/verification'

/**
 * Payload gives every new account a verification token and stores it as it is, with no
 * expiry (the studio's verification email has already gone out with it when this runs).
 * Right after the account is written, in the same transaction, that token is replaced by
 * its hash and the time it was issued, so the link in the email works for
 * VERIFICATION_LINK_TTL_HOURS through `/api/auth/verify-email` only; an account created
 * as verified keeps no token at all.
 */
export const hashNewVerificationToken: CollectionAfterChangeHook = async ({
  doc,
  operation,
  req,
}) => {
  if (operation !== 'create') return doc
  const stored = await req.payload.db.findOne<{
    id: number
    _verified?: boolean | null
    _verificationToken?: string | null
  }>({
    collection: 'users',
    where: { id: { equals: doc.id } },
    req,
  })
  if (!stored?._verificationToken) return doc
  if (stored._verified) {
    await req.payload.db.updateOne({
      collection: 'users',
      id: doc.id,
      data: { _verificationToken: null },
      req,
      returning: false,
    })
  } else {
    await storeVerificationToken(req.payload, doc.id, stored._verificationToken, new Date(), req)
  }
  return doc
}
