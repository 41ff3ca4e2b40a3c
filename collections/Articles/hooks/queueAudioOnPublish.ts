import type { CollectionAfterChangeHook } from 'payload'

import { DEFAULT_LOCALE } from '@/i18n/locales'
import { afterResponse } from '@/lib/server/afterResponse'
import { asServer } from '@/lib/payload/readAs'

/**
 * With "Audio automatisch erzeugen" on (settings or AUTO_AUDIO), publishing an article
 * queues its audio in the language just published — on the first publish, and again
 * whenever the published text differs from the text the newest audio was made from (its
 * fingerprint), so the audio follows the text. An audio job still waiting reads the text
 * when it runs, so none is added then. Queued after the response, once the article is
 * committed.
 */
export const queueAudioOnPublish: CollectionAfterChangeHook = ({ doc, req }) => {
  if (doc._status !== 'published' || req.context?.disableAutoAudio) return doc
  const payload = req.payload
  const locale = req.locale && req.locale !== 'all' ? req.locale : DEFAULT_LOCALE
  afterResponse('auto-audio', async () => {
    const { readProviderSettings } = await import('@/lib/settings/providers')
    if (!(await readProviderSettings(payload)).autoAudio) return
    const { publishedTextHash } = await import('@/lib/audio/freshness')
    const current = await publishedTextHash(payload, doc.id, locale)
    if (!current) return
    const { docs } = await payload.find({
      collection: 'audio-jobs',
      where: {
        and: [
          { article: { equals: doc.id } },
          { locale: { equals: locale } },
          { status: { not_equals: 'error' } },
        ],
      },
      sort: '-createdAt',
      limit: 1,
      depth: 0,
      ...asServer(
        'Publish hook, after the response: the server checks for audio jobs (staff only) as itself.',
      ),
    })
    const latest = docs[0]
    if (latest && (latest.status === 'pending' || latest.textHash === current)) return
    const { queueAudio } = await import('@/lib/jobs/enqueue')
    await queueAudio(payload, { id: doc.id, title: doc.title }, locale)
  })
  return doc
}
