import { messagesFor } from '@/i18n/messages'

type Tree = { [key: string]: string | Tree }

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

/**
 * UI strings of a locale as a map key -> text (spec §7 `/api/ui-strings/{locale}`):
 * German and English from the hand-written messages; every other locale falls back to
 * English until its translated strings exist (DESIGN §8).
 */
export function uiStringsFor(locale: string): Record<string, string> {
  return flattenMessages(messagesFor(locale) as unknown as Tree)
}

/**
 * Looks a key up in a UI-strings map. Spec §7: a missing string falls back to the last
 * dot-separated segment of the key (`Header.signIn` -> `signIn`).
 */
export function uiString(strings: Record<string, string>, key: string): string {
  return strings[key] ?? key.split('.').pop() ?? key
}
