import type { Payload } from 'payload'

import { spokenTextHash } from './textHash'

import { asServer } from '@/lib/payload/readAs'

/**
 * The fingerprint (`spokenTextHash`) of an article's published text in one language, or
 * null when the article is not published or has no text in that language.
 */
export async function publishedTextHash(
  payload: Payload,
  articleId: number,
  locale: string,
): Promise<string | null> {
  const { docs } = await payload.find({
    collection: 'articles',
    where: { and: [{ id: { equals: articleId } }, { _status: { equals: 'published' } }] },
    locale: locale as never,
    fallbackLocale: false,
    depth: 0,
    limit: 1,
    pagination: false,
    ...asServer('Published text only, for jobs and the studio; the server reads it as itself.'),
    select: { title: true, abstract: true, body: true },
  })
  const article = docs[0]
  return article?.title ? spokenTextHash(article) : null
}

/**
 * Whether audio made from the text with fingerprint `audioHash` no longer matches the
 * published text (`publishedHash`). Audio from before fingerprints were recorded (no hash)
 * and unpublished articles count as matching: there is nothing to compare.
 */
export function isAudioOutdated(
  audioHash: string | null | undefined,
  publishedHash: string | null,
): boolean {
  return Boolean(audioHash && publishedHash && audioHash !== publishedHash)
}
