import { hasPremiumAccess } from '@/lib/articles/premium'
import { isPublishedArticle } from '@/lib/articles/published'
import { readerFrom, type SignedInReader } from '@/lib/auth/reader'
import { jsonError } from '@/lib/api/respond'
import { idParam } from '@/lib/api/params'
import type { Guard } from '@/lib/api/route'
import { payloadClient } from '@/lib/payload'

/**
 * Guard of an article's quiz endpoints: premium members and staff, and only for a
 * published article — a draft's or an unpublished article's quiz is neither shown, nor
 * taken, nor credited (staff included), and answers like an unknown article. Hands over
 * `{ reader, articleId }`, or answers in this order: 404 `article_not_found`
 * for a malformed id, 401 for visitors ('Nicht angemeldet'), 403 for signed-in
 * non-members, 404 for an unknown or unpublished article.
 */
export const quizMember: Guard<{ reader: SignedInReader; articleId: number }> = async (
  request,
  params,
) => {
  const id = idParam.safeParse(params.id)
  if (!id.success) return jsonError(404, 'article_not_found')
  const reader = await readerFrom(request.headers)
  if (!reader) return jsonError(401, 'not_signed_in')
  if (!hasPremiumAccess(reader)) return jsonError(403, 'quiz_members_only')
  if (!(await isPublishedArticle(await payloadClient(), id.data)))
    return jsonError(404, 'article_not_found')
  return { reader, articleId: id.data }
}
