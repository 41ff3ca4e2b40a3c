import 'server-only'

import compile from 'icu-minify/compile'

import { CALENDAR, NUMBERING_SYSTEM } from './digits'

// icu-minify's node type numbers are not exported: read them off compiled samples, so a
// change of its format fails loudly here (tests/unit/digits.test.ts) instead of silently.
const plural = compile('{n, plural, other {#}}') as unknown as [
  [string, number, { other: unknown }],
]
const ordinal = compile('{n, selectordinal, other {#}}') as unknown as [[string, number]]
const TYPE = {
  pound: plural[0][2].other,
  plural: plural[0][1],
  ordinal: ordinal[0][1],
  number: (compile('{n, number}') as unknown as [[string, number]])[0][1],
  date: (compile('{n, date}') as unknown as [[string, number]])[0][1],
  time: (compile('{n, time}') as unknown as [[string, number]])[0][1],
}
const NUMBER_OPTIONS = { numberingSystem: NUMBERING_SYSTEM }
const DATE_OPTIONS = { numberingSystem: NUMBERING_SYSTEM, calendar: CALENDAR }

/** A node list (branch or message) with every `#` of the plural `owner` made a Latin-digit number. */
function nodes(list: unknown[], owner: string | null): unknown[] {
  return list.map((n) => node(n, owner))
}

function branch(value: unknown, owner: string | null): unknown {
  if (value === TYPE.pound && owner !== null) return [[owner, TYPE.number, NUMBER_OPTIONS]]
  return Array.isArray(value) ? nodes(value, owner) : value
}

function node(value: unknown, owner: string | null): unknown {
  if (value === TYPE.pound && owner !== null) return [owner, TYPE.number, NUMBER_OPTIONS]
  if (!Array.isArray(value) || value.length < 2) return value // text or a plain `{arg}`
  const [name, type, ...rest] = value as [string, unknown, ...unknown[]]
  if (typeof type !== 'number') return [name, ...nodes([type, ...rest], owner)] // a tag
  const options = rest[0]
  if (type === TYPE.plural || type === TYPE.ordinal || typeof options === 'object') {
    const inner = type === TYPE.plural || type === TYPE.ordinal ? name : owner
    if (type === TYPE.number || type === TYPE.date || type === TYPE.time) {
      const extra = type === TYPE.number ? NUMBER_OPTIONS : DATE_OPTIONS
      return [name, type, { ...(options as object), ...extra }]
    }
    const branches = Object.fromEntries(
      Object.entries(options as Record<string, unknown>).map(([k, v]) => [k, branch(v, inner)]),
    )
    return [name, type, branches]
  }
  if (options === undefined && type === TYPE.number) return [name, type, NUMBER_OPTIONS]
  if (options === undefined && (type === TYPE.date || type === TYPE.time))
    return [name, type, DATE_OPTIONS]
  return value // a named format (`short`): its own options
}

/**
 * A message precompiled by icu-minify, changed so every number it formats uses the
 * journal's digits and every date its calendar: `#` in a plural becomes a number of the
 * plural's argument with `numberingSystem: 'latn'`, and `{n, number}`, `{d, date}` and
 * `{t, time}` without a named style get the same options. Plain `{n}` arguments are
 * printed as they are (Latin digits). Used by `compileMessages` for every catalogue.
 */
export function withJournalDigits(compiled: unknown): unknown {
  return Array.isArray(compiled) ? nodes(compiled, null) : compiled
}
