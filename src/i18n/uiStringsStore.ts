import 'server-only'

import type { Payload } from 'payload'

import { asServer } from '@/lib/payload/readAs'

/** The UI strings stored for one locale (no fallback): key -> text, empty texts left out. */
export async function storedUiStrings(
  payload: Payload,
  locale: string,
): Promise<Record<string, string>> {
  const { docs } = await payload.find({
    collection: 'ui-strings',
    locale: locale as 'de',
    fallbackLocale: false,
    depth: 0,
    pagination: false,
    ...asServer(
      'Public, cached UI texts, the same for every reader; the server reads them as itself.',
    ),
    select: { key: true, text: true },
  })
  return Object.fromEntries(docs.flatMap((d) => (d.text?.trim() ? [[d.key, d.text]] : [])))
}
