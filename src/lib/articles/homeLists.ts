/**
 * Home list sizes: 8 latest, 5 trending, featured items 1 to 3, and the 'more articles'
 * list of 3 (`moreTo - moreFrom`; originally latest items 2 to 4).
 */
export const HOME_LISTS = { latest: 8, trending: 5, featured: 3, moreFrom: 1, moreTo: 4 } as const

/** The sidebar shows the latest 4 posts. */
export const SIDEBAR_LATEST = 4

/**
 * The article sidebar's 'Neueste Beiträge': the first `SIDEBAR_LATEST` of `latest` other
 * than the article being read (`currentId`; none on pages without one), so the list
 * always offers something else to read.
 */
export function sidebarLatest<T extends { id: number }>(
  latest: readonly T[],
  currentId?: number,
): T[] {
  return latest.filter((a) => a.id !== currentId).slice(0, SIDEBAR_LATEST)
}

/**
 * Fills a page's article slots in order, biggest first, so that no article shows twice:
 * each slot takes up to `size` articles of its `candidates` that an earlier slot did not
 * take, in the candidates' order. A slot gets fewer only when its candidates run out.
 * Returns one list per slot, in the same order.
 */
export function fillWithoutRepeats<T extends { id: number }>(
  slots: readonly { candidates: readonly T[]; size: number }[],
): T[][] {
  const shown = new Set<number>()
  return slots.map(({ candidates, size }) => {
    const taken: T[] = []
    for (const article of candidates) {
      if (taken.length >= size) break
      if (shown.has(article.id)) continue
      shown.add(article.id)
      taken.push(article)
    }
    return taken
  })
}
