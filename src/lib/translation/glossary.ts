import type { Payload } from 'payload'

import type { GlossaryEntry } from './provider'

import { asServer } from '@/lib/payload/readAs'

/** Most glossary terms read per run. */
const MAX_TERMS = 5000

/** The studio glossary (`glossary-terms`) for one target language: terms that have a translation there. */
export async function glossaryFor(payload: Payload, locale: string): Promise<GlossaryEntry[]> {
  const { docs } = await payload.find({
    collection: 'glossary-terms',
    locale: locale as 'de',
    fallbackLocale: false,
    limit: MAX_TERMS,
    depth: 0,
    pagination: false,
    ...asServer('Translation job (worker, no user): the staff glossary, read as the server.'),
  })
  return docs.flatMap((d) =>
    d.translation?.trim() ? [{ term: d.term, translation: d.translation.trim() }] : [],
  )
}
