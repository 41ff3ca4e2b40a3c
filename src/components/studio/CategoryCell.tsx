import type { Payload } from 'payload'
import { cache } from 'react'

import { DEFAULT_LOCALE } from '@/i18n/locales'
import { asServer } from '@/lib/payload/readAs'

type Props = {
  cellData?: number | { id?: number } | null
  payload: Payload
}

/**
 * Every category's German display name by id, read once per request however many rows
 * the list shows (the journal has a few dozen categories).
 */
const categoryNames = cache(async (payload: Payload): Promise<Map<number, string>> => {
  const { docs } = await payload.find({
    collection: 'categories',
    locale: DEFAULT_LOCALE,
    depth: 0,
    limit: 0,
    pagination: false,
    ...asServer('Studio view (staff only): category names are public; read once as the server.'),
    select: { displayName: true, label: true },
  })
  return new Map(docs.map((c) => [c.id, c.displayName || c.label]))
})

/**
 * "Kategorie" column of the article list, rendered on the server. Payload's own
 * relationship cell loads a row's category only once the row has scrolled into the window,
 * so rows below the fold (and any full-page screenshot) read "<Kein Kategorie>" although
 * the article has one; this cell always names it. An article without a category (an
 * early draft) shows a dash.
 */
export async function CategoryCell({ cellData, payload }: Props) {
  const id = typeof cellData === 'object' && cellData ? cellData.id : cellData
  if (typeof id !== 'number') return <span data-category-cell="">–</span>
  const name = (await categoryNames(payload)).get(id)
  return <span data-category-cell={id}>{name ?? `Kategorie ${id}`}</span>
}
