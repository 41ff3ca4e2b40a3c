import 'server-only'

import compile from 'icu-minify/compile'

import { withJournalDigits } from './messageDigits'

/** A message tree whose leaves are precompiled ICU messages (icu-minify's format). */
export type CompiledTree = { [key: string]: unknown }

/** Every message text compiled so far (the catalogues are finite: one entry per text). */
const compiled = new Map<string, unknown>()
/** Compiled trees per source tree object (shipped catalogues are loaded once per locale). */
const compiledTrees = new WeakMap<object, CompiledTree>()

/**
 * `tree` with each ICU message string replaced by its precompiled form (icu-minify's
 * `compile`; a plain text stays a string). next-intl formats only precompiled messages in
 * this app: `next.config.mjs` points use-intl's formatter at its "format-only" build, as
 * next-intl's own `precompile` option does, so browsers get neither the ICU parser nor
 * `intl-messageformat` (about 12 kB compressed on every page). Every tree handed to
 * next-intl (the request config's `messages`) must therefore pass through here. The
 * studio's edited texts are compiled like the shipped ones. A text that is not valid ICU
 * (the catalogue test and the studio's validation keep those out) is shown as it is.
 */
export function compileMessages(tree: Record<string, unknown>): CompiledTree {
  // The request config hands over the same shipped catalogue object on every request
  // (unless studio texts differ): its compiled tree is built once.
  const known = compiledTrees.get(tree)
  if (known) return known
  const out: CompiledTree = {}
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') {
      let message = compiled.get(value)
      if (message === undefined) {
        message = compileOrPlain(value, key)
        compiled.set(value, message)
      }
      out[key] = message
    } else if (value && typeof value === 'object') {
      out[key] = compileMessages(value as Record<string, unknown>)
    } else out[key] = value
  }
  compiledTrees.set(tree, out)
  return out
}

/** `text` compiled, or `text` itself (shown literally) when it is not valid ICU. */
function compileOrPlain(text: string, key: string): unknown {
  try {
    // Through JSON: icu-minify builds plural and select options as objects without a
    // prototype, which React refuses to pass to client components.
    // Numbers and dates in messages use the journal's digits and calendar (./digits.ts).
    return JSON.parse(JSON.stringify(withJournalDigits(compile(text)))) as unknown
  } catch (error) {
    console.warn(`[i18n] message ${key} is not valid ICU, shown as plain text: ${String(error)}`)
    return text
  }
}
