/**
 * Spec §9 home list sizes: 8 latest, 5 trending, featured items 1 to 3, and the side
 * 'more' list of latest items 2 to 4 (indexes `moreFrom` to `moreTo`, end exclusive).
 */
export const HOME_LISTS = { latest: 8, trending: 5, featured: 3, moreFrom: 1, moreTo: 4 } as const

/** Spec §9: the sidebar shows the latest 4 posts. */
export const SIDEBAR_LATEST = 4
