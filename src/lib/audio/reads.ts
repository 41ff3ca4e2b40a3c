import type { Payload } from 'payload'

import type { Media } from '@payload-types'

import { storageFolder } from '@/lib/media/storedFile'
import { asServer } from '@/lib/payload/readAs'

import { isAudioOutdated, publishedTextHash } from './freshness'

/** A playable audio version: its upload's file (name and storage folder), size in bytes and length in seconds. */
export type ArticleAudio = {
  filename: string
  folder: string
  filesize: number | null
  durationSec: number | null
}

/**
 * The newest ready audio of an article in a language, or null. Audio made from another text
 * than the published one (its `textHash` differs) is not played: a spoken version of a
 * superseded text may state what the article no longer says (a changed dose, a withdrawn
 * recommendation), and a notice beside the player would not stop anyone from hearing it.
 * The studio marks such audio "Veraltet" with one click to make it anew. Reads with
 * `asServer`: whether the reader may hear it is decided by the caller (premium gate).
 */
export async function findArticleAudio(
  payload: Payload,
  articleId: number,
  locale: string,
): Promise<ArticleAudio | null> {
  const { docs } = await payload.find({
    collection: 'audio-jobs',
    where: {
      and: [
        { article: { equals: articleId } },
        { locale: { equals: locale } },
        { audioStatus: { equals: 'ready' } },
      ],
    },
    sort: '-finishedAt',
    limit: 1,
    depth: 1,
    ...asServer(
      "Public, cached read of an article's finished audio; audio jobs are staff-only in the API.",
    ),
  })
  const media = docs[0]?.audio as Media | null | undefined
  if (!media || typeof media !== 'object' || !media.filename) return null
  if (isAudioOutdated(docs[0]!.textHash, await publishedTextHash(payload, articleId, locale)))
    return null
  return {
    filename: media.filename,
    folder: storageFolder(media),
    filesize: media.filesize ?? null,
    durationSec: docs[0]!.durationSec ?? null,
  }
}
