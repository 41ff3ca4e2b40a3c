import type { Payload } from 'payload'

import { isAudioOutdated, publishedTextHash } from '@/lib/audio/freshness'

type Props = {
  rowData?: {
    article?: number | { id: number } | null
    locale?: string
    audioStatus?: string
    textHash?: string | null
  }
  payload: Payload
}

/**
 * "Passt zum Text?" column of the audio jobs: for a finished audio file, "Aktuell" when it
 * was made from the published text, "Veraltet – neu erzeugen" when the text has changed
 * since (readers then get no audio), "–" otherwise. Server component: one query per row.
 */
export async function AudioTextStateCell({ rowData, payload }: Props) {
  const article = rowData?.article
  const articleId = article && typeof article === 'object' ? article.id : article
  if (!articleId || rowData?.audioStatus !== 'ready' || !rowData.locale) return <span>–</span>
  const current = await publishedTextHash(payload, articleId, rowData.locale)
  if (isAudioOutdated(rowData.textHash, current))
    return (
      <span data-audio-text="outdated" style={{ color: '#b45309', fontWeight: 600 }}>
        Veraltet – im Artikel neu erzeugen
      </span>
    )
  return (
    <span data-audio-text="current" style={{ color: '#1b7f3b' }}>
      Aktuell
    </span>
  )
}
