/** What the article sidebar is starting; while one runs, the buttons of all are disabled. */
export type ArticleAction = 'translate' | 'audio' | 'import'

/** The sidebar's shared busy state: the action under way, or null. */
export type ArticleActionBusy = {
  busy: ArticleAction | null
  setBusy: (action: ArticleAction | null) => void
}
