import { loadMessages, type Messages } from '@/i18n/messages'

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

/** Each locale's flattened catalogue, computed once per process. */
const flatCatalogues = new Map<string, Promise<Record<string, string>>>()
const flatCatalogue = (locale: string) => {
  let flat = flatCatalogues.get(locale)
  if (!flat) {
    flat = loadMessages(locale).then((m) => flattenMessages(m as unknown as Tree))
    flatCatalogues.set(locale, flat)
  }
  return flat
}

/**
 * UI strings of a locale as a map key -> text (`GET /api/ui-strings/{locale}` and the
 * pages): the shipped catalogue `messages/<code>.json` with the texts stored in the studio
 * (`ui-strings`, any language, German and English included) laid over it. `stored` are
 * the locale's non-empty stored texts; keys unknown to the catalogue are ignored.
 */
export async function uiStringsFor(
  locale: string,
  stored: Record<string, string> = {},
): Promise<Record<string, string>> {
  const out = { ...(await flatCatalogue(locale)) }
  for (const key of Object.keys(out)) if (stored[key]?.trim()) out[key] = stored[key]
  return out
}

/**
 * The messages tree of a locale for next-intl: the shipped catalogue itself when nothing
 * stored differs from it (the common case), else {@link uiStringsFor} nested again.
 */
export async function messagesWith(
  locale: string,
  stored: Record<string, string>,
): Promise<Messages> {
  const shipped = await flatCatalogue(locale)
  const differs = Object.keys(shipped).some((k) => stored[k]?.trim() && stored[k] !== shipped[k])
  if (!differs) return loadMessages(locale)
  return unflattenMessages(await uiStringsFor(locale, stored)) as unknown as Messages
}

/**
 * Looks a key up in a UI-strings map. A missing string falls back to the last
 * dot-separated segment of the key (`Header.signIn` -> `signIn`).
 */
export function uiString(strings: Record<string, string>, key: string): string {
  return strings[key] ?? key.split('.').pop() ?? key
}
