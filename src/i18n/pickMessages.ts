/** A message catalogue: nested objects of ICU strings. */
export type MessageTree = { [key: string]: string | MessageTree }

/**
 * The part of `messages` named by `paths`: whole namespaces (`'Auth'`) or single branches
 * and keys (`'Newsletter.form'`, `'Auth.errorTitle'`), merged into one tree. Paths that do
 * not exist are skipped. Used to send a page's client components only the strings they
 * use instead of the whole catalogue.
 */
export function pickMessages(messages: MessageTree, paths: readonly string[]): MessageTree {
  const picked: MessageTree = {}
  for (const path of paths) {
    const keys = path.split('.')
    let source: string | MessageTree | undefined = messages
    for (const key of keys) source = typeof source === 'object' ? source[key] : undefined
    if (source === undefined) continue
    let target = picked
    keys.slice(0, -1).forEach((key) => {
      const next = target[key]
      target = target[key] = typeof next === 'object' ? next : {}
    })
    const last = keys[keys.length - 1]!
    const existing = target[last]
    target[last] =
      typeof existing === 'object' && typeof source === 'object'
        ? { ...existing, ...source }
        : source
  }
  return picked
}
