/**
 * A message catalogue: nested objects whose leaves are messages (ICU strings, or their
 * precompiled form as the request config hands them out: a string or an array).
 */
export type MessageTree = { [key: string]: string | unknown[] | MessageTree }

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
    let source: MessageTree[string] | undefined = messages
    for (const key of keys)
      source = typeof source === 'object' && !Array.isArray(source) ? source[key] : undefined
    if (source === undefined) continue
    let target = picked
    keys.slice(0, -1).forEach((key) => {
      const next = target[key]
      target = target[key] = isBranch(next) ? next : {}
    })
    const last = keys[keys.length - 1]!
    const existing = target[last]
    target[last] = isBranch(existing) && isBranch(source) ? { ...existing, ...source } : source
  }
  return picked
}

const isBranch = (node: MessageTree[string] | undefined): node is MessageTree =>
  typeof node === 'object' && !Array.isArray(node)
