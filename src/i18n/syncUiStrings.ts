import type { Payload } from 'payload'

import de from '../../messages/de.json'
import en from '../../messages/en.json'

import { flattenMessages } from './uiStrings'

import { asServer } from '@/lib/payload/readAs'

type Localized = {
  id: number
  key: string
  text?: Record<string, string | null | undefined> | null
  edited?: Record<string, boolean | null | undefined> | null
}

/** How many writes run at once (below the database pool size). */
const CONCURRENCY = 8

async function inPool<T>(items: readonly T[], work: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(CONCURRENCY, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!)
    }),
  )
}

/**
 * Brings the `ui-strings` collection in line with `messages/de.json` and `en.json`: a key
 * new in the files is created with its German and English text, a changed German or English
 * text is updated unless an editor changed it in the studio (`edited`); other languages are
 * left alone. Runs at every start after the migrations. Returns how many keys were created
 * and updated.
 */
export async function syncUiStrings(
  payload: Payload,
): Promise<{ created: number; updated: number }> {
  const german = flattenMessages(de as never)
  const english = flattenMessages(en as never)
  const { docs } = await payload.find({
    collection: 'ui-strings',
    locale: 'all',
    depth: 0,
    pagination: false,
    ...asServer('Start-up sync: the server acts as itself, no user exists.'),
  })
  const existing = new Map((docs as unknown as Localized[]).map((d) => [d.key, d]))
  const context = { disableRevalidate: true }
  let created = 0
  let updated = 0
  await inPool(Object.keys(german), async (key) => {
    const doc = existing.get(key)
    const id =
      doc?.id ??
      (
        await payload.create({
          collection: 'ui-strings',
          locale: 'de',
          data: { key, text: german[key] },
          ...asServer('Start-up sync: the server creates the key as itself.'),
          depth: 0,
          context,
        })
      ).id
    if (!doc) created += 1
    else if (doc.text?.de !== german[key] && !doc.edited?.de) {
      await payload.update({
        collection: 'ui-strings',
        id,
        locale: 'de',
        data: { text: german[key] },
        ...asServer('Start-up sync: the server updates the German text as itself.'),
        depth: 0,
        context,
      })
      updated += 1
    }
    if (english[key] && doc?.text?.en !== english[key] && !doc?.edited?.en) {
      await payload.update({
        collection: 'ui-strings',
        id,
        locale: 'en',
        data: { text: english[key] },
        ...asServer('Start-up sync: the server updates the English text as itself.'),
        depth: 0,
        context,
      })
    }
  })
  return { created, updated }
}
