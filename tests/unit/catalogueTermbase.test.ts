import { readFileSync } from 'node:fs'
import path from 'node:path'

import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import compile from 'icu-minify/compile'
import format from 'icu-minify/format'
import { describe, expect, it } from 'vitest'

import { LOCALES } from '@/i18n/locales'
import { flattenMessages } from '@/i18n/uiStrings'

import {
  COUNT_ARGUMENTS,
  GERMAN_SYNONYMS,
  LATIN_ALLOWED,
  LATIN_LETTER,
  NON_LATIN,
  NOT_A_NOUN,
  PHYSICIAN_ONLY_LABELS,
  REQUIRED,
  TERMBASE,
  UNIT_AFTER,
  type Terms,
} from './catalogueTermbase'
import { icuFormatters } from '@/i18n/messageTranslator'

/**
 * The catalogues tell the truth in the reader's professional language (termbase in
 * `catalogueTermbase.ts`): dentists are dentists, the licence is a licence to practise, our
 * points carry no national accreditation label, the German 125-point duty is named as German,
 * no untranslated Latin-script words stand in non-Latin languages, the taxonomy gives two
 * different German terms two different translations, and a count next to a noun is a plural.
 */

type Tree = { [key: string]: string | Tree }
const read = (code: string): Record<string, string> =>
  flattenMessages(
    JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${code}.json`), 'utf8')) as Tree,
  )
const german = read('de')
const lower = (text: string, code: string) => text.toLocaleLowerCase(code)
const has = (text: string, terms: string[], code: string) =>
  terms.some((term) => lower(text, code).includes(lower(term, code)))

/** Whether `term` occurs in `text` at the start of a word (`TIP` is not in `apstiprināt`). */
const startsAWord = (text: string, term: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${term.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}`, 'u').test(text)

/** The literal text of a message: ICU syntax, argument names and tags removed. */
function literalText(elements: MessageFormatElement[]): string {
  let out = ''
  for (const el of elements) {
    if (el.type === TYPE.literal) out += el.value
    else if (el.type === TYPE.tag) out += ' ' + literalText(el.children) + ' '
    else if (el.type === TYPE.plural || el.type === TYPE.select)
      out +=
        ' ' +
        Object.values(el.options)
          .map((o) => literalText(o.value))
          .join(' ') +
        ' '
    else out += ' '
  }
  return out
}
const literal = (text: string) => literalText(parse(text, { requiresOtherClause: true }))

/** Keys that state the German 125-point target (found in the German source, not listed). */
const germanTargetKeys = Object.keys(german).filter((key) => /\b125\b/.test(german[key]!))

/** Latin-script words in a non-Latin text beyond the allow-list (URLs and addresses removed). */
function strayLatin(text: string): string[] {
  const plain = literal(text)
    .replace(/\bhttps?:\/\/\S+/gu, ' ')
    .replace(/\S+@\S+/gu, ' ')
  const words = plain.match(/\p{Script=Latin}[\p{Script=Latin}'’-]*/gu) ?? []
  return words
    .map((word) => word.replace(/[-'’]+$/u, ''))
    .filter((word) => !LATIN_ALLOWED.has(word) && !LATIN_LETTER.test(word))
}

/** Count arguments standing next to a noun outside an ICU plural (`{days} Tage`). */
function countsWithoutPlural(elements: MessageFormatElement[]): string[] {
  const out: string[] = []
  elements.forEach((el, i) => {
    if (el.type === TYPE.argument && COUNT_ARGUMENTS.includes(el.value)) {
      const next = elements[i + 1]
      const after = next?.type === TYPE.literal ? next.value : ''
      if (/^\s*\p{L}/u.test(after) && !UNIT_AFTER.test(after) && !NOT_A_NOUN.test(after))
        out.push(el.value)
    } else if (el.type === TYPE.tag) out.push(...countsWithoutPlural(el.children))
    else if (el.type === TYPE.select)
      for (const o of Object.values(el.options)) out.push(...countsWithoutPlural(o.value))
  })
  return out
}

const TAXONOMY = /^Taxonomy\.(categories|topics)\./u
const synonyms = (a: string, b: string) =>
  GERMAN_SYNONYMS.some((group) => group.includes(a) && group.includes(b))

describe.each([...LOCALES])('termbase of messages/%s.json', (code) => {
  const messages = read(code)
  const terms: Terms | undefined = TERMBASE[code]

  it('has a termbase entry', () => {
    expect(terms, `catalogueTermbase.ts has no entry for ${code}`).toBeDefined()
  })

  it('uses its terms where a key must, and none of its forbidden terms', () => {
    if (!terms) return
    const findings: string[] = []
    for (const [kind, keys] of Object.entries(REQUIRED) as [keyof typeof REQUIRED, string[]][])
      for (const key of keys)
        if (!has(messages[key] ?? '', terms[kind], code))
          findings.push(`${key} lacks the ${kind} term (${terms[kind].join(' | ')})`)
    for (const key of REQUIRED.dentist)
      for (const label of PHYSICIAN_ONLY_LABELS[code] ?? [])
        if (lower(messages[key] ?? '', code).trim() === lower(label, code))
          findings.push(`${key} says “${label}”, physicians only`)
    if (code !== 'de')
      for (const key of germanTargetKeys)
        if (!has(messages[key] ?? '', terms.germany, code))
          findings.push(`${key} states the German 125-point target without naming Germany`)
    for (const [key, text] of Object.entries(messages))
      for (const term of terms.forbidden)
        if (startsAWord(lower(literal(text), code), lower(term, code)))
          findings.push(`${key} uses the forbidden term “${term}”`)
    expect(findings).toEqual([])
  })

  it.runIf(NON_LATIN.includes(code))('shows Latin-script words only from the allow-list', () => {
    const findings = Object.entries(messages).flatMap(([key, text]) =>
      strayLatin(text).map((word) => `${key}: ${word}`),
    )
    expect(findings).toEqual([])
  })

  it('gives two different German taxonomy terms two different translations', () => {
    const byText = new Map<string, string>()
    const findings: string[] = []
    for (const [key, text] of Object.entries(messages)) {
      if (!TAXONOMY.test(key)) continue
      const norm = lower(text.trim(), code)
      const other = byText.get(norm)
      if (other && german[other] !== german[key] && !synonyms(german[other]!, german[key]!))
        findings.push(`${other} and ${key} share “${text}”`)
      else byText.set(norm, key)
    }
    expect(findings).toEqual([])
  })
})

describe('counted nouns', () => {
  it.each(['de', 'en'])('messages/%s.json shows every count next to a noun as a plural', (code) => {
    const findings = Object.entries(read(code)).flatMap(([key, text]) =>
      countsWithoutPlural(parse(text, { requiresOtherClause: true })).map((a) => `${key}: {${a}}`),
    )
    expect(findings).toEqual([])
  })
})

describe('counted nouns as the reader sees them (precompiled and formatted as the app does)', () => {
  /** A catalogue message through icu-minify, as `src/i18n/compileMessages.ts` and use-intl do. */
  const say = (code: string, key: string, values: Record<string, number | string>) =>
    format(compile(read(code)[key] ?? ''), code, values, { formatters: icuFormatters })

  it.each([
    ['pl', 'Preview.days', { days: 1 }, '1 dzień'],
    ['pl', 'Preview.days', { days: 5 }, '5 dni'],
    [
      'ru',
      'CmeAccount.meta',
      { date: 'd', provider: 'p', category: 'A', points: 2 },
      'd · p · категория A · 2 балла',
    ],
    ['ar', 'Preview.minutes', { minutes: 2 }, 'دقيقتان'],
    ['ar', 'Preview.days', { days: 3 }, '3 أيام'],
    ['de', 'Quiz.intro', { count: 1 }, '1 Frage, bestanden ab 80 %. Sie haben zwei Versuche.'],
    ['en', 'Quiz.creditsAwarded', { credits: 1 }, '1 CME credit added'],
  ] as const)('%s %s %j reads “%s”', (code, key, values, want) => {
    expect(say(code, key, values)).toBe(want)
  })
})

describe('the 125-point texts', () => {
  it('are found in the German source (the check above has something to check)', () => {
    expect(germanTargetKeys.length).toBeGreaterThanOrEqual(4)
  })
})
