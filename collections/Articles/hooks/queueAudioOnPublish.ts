import type { CollectionAfterChangeHook } from 'payload'

import { DEFAULT_LOCALE } from '@/i18n/locales'
import { afterResponse } from '@/lib/server/afterResponse'

/**
 * With "Audio automatisch erzeugen" on (settings or AUTO_AUDIO), publishing an article
 * queues its audio in the language just published (issue 7 §5). Queued after the
 * response, once the article is committed.
 */
export const queueAudioOnPublish: CollectionAfterChangeHook = ({ doc, previousDoc, req }) => {
  const published = doc._status === 'published' && previousDoc?._status !== 'published'
  if (!published || req.context?.disableAutoAudio) return doc
  const payload = req.payload
  const locale = req.locale && req.locale !== 'all' ? req.locale : DEFAULT_LOCALE
  afterResponse('auto-audio', async () => {
    const { readProviderSettings } = await import('@/lib/settings/providers')
    if (!(await readProviderSettings(payload)).autoAudio) return
    const { queueAudio } = await import('@/lib/jobs/enqueue')
    await queueAudio(payload, { id: doc.id, title: doc.title }, locale)
  })
  return doc
}
