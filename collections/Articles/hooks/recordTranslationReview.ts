import type { CollectionBeforeChangeHook } from 'payload'

import type { Article } from '@payload-types'
import { displayName } from '@/lib/auth/mail'

type ReviewFields = Pick<
  Article,
  | 'translationOrigin'
  | 'translationProvider'
  | 'translationModel'
  | 'translationReviewedBy'
  | 'translationReviewerName'
  | 'translationReviewedAt'
>

/**
 * Records who reviewed a language version, on the server (never from the browser): when
 * a save sets `translationOrigin` to `reviewed` in a language where it was not, the signed-in
 * user (`req.user`, their name as it is now) and the current time become that language's
 * reviewer and review time; while it stays reviewed they are kept; when it is anything
 * else they are cleared. The machine translator (`translationProvider`, `translationModel`)
 * is kept from the stored version unless the server itself writes it (a translation job or
 * the seed, with `context.serverWritesTranslator`). Saves of all locales at once (`locale=all`) are left alone.
 */
export const recordTranslationReview: CollectionBeforeChangeHook = ({
  data,
  originalDoc,
  req,
  context,
}) => {
  if (req.locale === 'all') return data
  const before = (originalDoc ?? {}) as ReviewFields
  const next = data as ReviewFields
  const origin = next.translationOrigin ?? before.translationOrigin ?? 'original'
  // Only the server writes the translator: a studio user's save keeps the stored one.
  if (!context?.serverWritesTranslator) {
    next.translationProvider = before.translationProvider ?? null
    next.translationModel = before.translationModel ?? null
  }
  if (origin !== 'reviewed') {
    next.translationReviewedBy = null
    next.translationReviewerName = null
    next.translationReviewedAt = null
  } else if (before.translationOrigin === 'reviewed' && before.translationReviewedAt) {
    next.translationReviewedBy = before.translationReviewedBy ?? null
    next.translationReviewerName = before.translationReviewerName ?? null
    next.translationReviewedAt = before.translationReviewedAt
  } else {
    const user = req.user?.collection === 'users' ? req.user : null
    next.translationReviewedBy = user?.id ?? null
    next.translationReviewerName = user ? displayName(user) : null
    next.translationReviewedAt = new Date().toISOString()
  }
  return data
}
