import { messagesFor, type Messages } from '@/i18n/messages'

type Tree = { [key: string]: string | Tree }

/** Languages whose UI strings are written by hand in `messages/` (DESIGN §8). */
export const HAND_WRITTEN_LOCALES: readonly string[] = ['de', 'en']

/** Flattens nested messages into dotted keys: `{ Header: { signIn } }` -> `Header.signIn`. */
export function flattenMessages(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out[path] = value
    else Object.assign(out, flattenMessages(value, path))
  }
  return out
}

/** Reverses {@link flattenMessages}: `Header.signIn` -> `{ Header: { signIn } }`. */
export function unflattenMessages(flat: Record<string, string>): Tree {
  const root: Tree = {}
  for (const [path, text] of Object.entries(flat)) {
    const parts = path.split('.')
    let node = root
    for (const part of parts.slice(0, -1)) {
      const next = node[part]
      node = (typeof next === 'object' ? next : (node[part] = {})) as Tree
    }
    node[parts.at(-1)!] = text
  }
  return root
}

/**
 * UI strings of a locale as a map key -> text (spec §7 `/api/ui-strings/{locale}`, issue
 * 7 §4): German and English from the hand-written messages; every other locale is its
 * stored (machine-translated or edited) strings over English, so a key missing in the
 * locale falls back to English. `stored` are the locale's strings from `ui-strings`.
 */
export function uiStringsFor(
  locale: string,
  stored: Record<string, string> = {},
): Record<string, string> {
  const base = flattenMessages(messagesFor(locale) as unknown as Tree)
  if (HAND_WRITTEN_LOCALES.includes(locale)) return base
  const out: Record<string, string> = { ...base }
  for (const key of Object.keys(base)) if (stored[key]) out[key] = stored[key]
  return out
}

/** The messages tree of a locale for next-intl: {@link uiStringsFor} nested again. */
export function messagesWith(locale: string, stored: Record<string, string>): Messages {
  if (HAND_WRITTEN_LOCALES.includes(locale)) return messagesFor(locale)
  return unflattenMessages(uiStringsFor(locale, stored)) as unknown as Messages
}

/**
 * Looks a key up in a UI-strings map. Spec §7: a missing string falls back to the last
 * dot-separated segment of the key (`Header.signIn` -> `signIn`).
 */
export function uiString(strings: Record<string, string>, key: string): string {
  return strings[key] ?? key.split('.').pop() ?? key
}
