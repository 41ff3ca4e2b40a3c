import { canReadFullBody, isPremiumArticle } from '@/lib/articles/premium'
import { getArticleAudio } from '@/lib/articles/queries'
import { routeArticle } from '@/lib/articles/routeArticle'
import { apiHandler } from '@/lib/api/handler'
import { jsonError } from '@/lib/api/respond'
import { readerFrom } from '@/lib/auth/reader'
import { methodsNotAllowed } from '@/lib/api/methods'
import { findStoredFile, type ByteRange } from '@/lib/media/storedFile'

/** Parses a single `Range: bytes=a-b` header against a file size; null when absent or unsatisfiable. */
function byteRange(header: string | null, size: number): ByteRange | null {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null
  if (!m || (!m[1] && !m[2])) return null
  const start = m[1] ? Number(m[1]) : Math.max(0, size - Number(m[2]))
  const end = m[1] && m[2] ? Math.min(Number(m[2]), size - 1) : size - 1
  return start <= end && start < size ? { start, end } : null
}

/**
 * GET /api/articles/{id}/audio?locale=de-DE: the spoken version of a
 * published article as `audio/mpeg`, with HTTP range support for seeking. The premium
 * gate of the body applies: 401 visitor / 403 non-member for a premium
 * article; 404 when the article or its audio in that language does not exist. The file
 * comes from local disk or the private S3 bucket (`findStoredFile`), never from a bucket URL.
 */
export const GET = apiHandler(
  async (request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> => {
    const loaded = await routeArticle(request, params)
    if (loaded.response) return loaded.response
    const { article, locale } = loaded
    const audio = await getArticleAudio(article.id, locale)
    if (!audio) return jsonError(404, 'audio_not_found', 'No audio in this language')
    const reader = await readerFrom(request.headers)
    if (!canReadFullBody(reader, article))
      return reader ? jsonError(403, 'premium_required') : jsonError(401, 'not_signed_in')

    const file = await findStoredFile(audio)
    if (!file) return jsonError(404, 'audio_not_found', 'No audio in this language')
    const size = file.size
    const range = byteRange(request.headers.get('range'), size)
    const headers = new Headers({
      'Content-Type': 'audio/mpeg',
      'Accept-Ranges': 'bytes',
      'Cache-Control': isPremiumArticle(article) ? 'private, max-age=3600' : 'public, max-age=3600',
    })
    if (!range) {
      headers.set('Content-Length', String(size))
      return new Response(await file.read(), { headers })
    }
    headers.set('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
    headers.set('Content-Length', String(range.end - range.start + 1))
    return new Response(await file.read(range), {
      status: 206,
      headers,
    })
  },
)

/** Other methods answer 405 JSON with `Allow`. */
export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET'])
