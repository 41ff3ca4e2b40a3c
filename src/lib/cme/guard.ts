import { hasPremiumAccess } from '@/lib/articles/premium'
import { isPublishedArticle } from '@/lib/articles/published'
import { readerFrom, type SignedInReader } from '@/lib/auth/reader'
import { jsonError } from '@/lib/api/respond'
import { idParam } from '@/lib/api/params'
import { AUTH_MESSAGES } from '@/lib/auth/messages'
import { payloadClient } from '@/lib/payload'

/** 403 text for signed-in readers without a membership. */
export const QUIZ_MEMBERS_ONLY = 'Die CME-Quizze sind Teil der Premium-Mitgliedschaft.'

/**
 * Who may use an article's quiz: premium members and staff, and only for a
 * published article — a draft's or an unpublished article's quiz is neither shown, nor
 * taken, nor credited (staff included), and answers like an unknown article. Returns the
 * reader and the article id, or the answer: 404 `{ message: 'Article not found' }` for a
 * malformed, unknown or unpublished id, 401 for visitors ('Nicht angemeldet'), 403 for
 * signed-in non-members.
 */
export async function quizReader(
  request: Request,
  params: Promise<{ id: string }>,
): Promise<{ reader: SignedInReader; articleId: number } | { response: Response }> {
  const id = idParam.safeParse((await params).id)
  if (!id.success) return { response: jsonError(404, 'Article not found') }
  const reader = await readerFrom(request.headers)
  if (!reader) return { response: jsonError(401, AUTH_MESSAGES.notSignedIn) }
  if (!hasPremiumAccess(reader)) return { response: jsonError(403, QUIZ_MEMBERS_ONLY) }
  if (!(await isPublishedArticle(await payloadClient(), id.data)))
    return { response: jsonError(404, 'Article not found') }
  return { reader, articleId: id.data }
}
