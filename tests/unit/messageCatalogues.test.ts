import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { describe, expect, it } from 'vitest'

import { LOCALES } from '@/i18n/locales'
import { API_ERROR_CODES } from '@/lib/api/errorCodes'
import { flattenMessages } from '@/i18n/uiStrings'

/**
 * Every language ships a complete UI catalogue in `messages/<code>.json`: the same keys as
 * German (the source language), valid ICU messages, the same arguments with the same types,
 * and for every plural the categories the language itself uses (Unicode CLDR plural rules as
 * `Intl.PluralRules` reports them: Arabic needs zero/one/two/few/many/other, Japanese only
 * other). Exact matches (`=0`) are kept as in German.
 */

type Tree = { [key: string]: string | Tree }
const dir = path.join(process.cwd(), 'messages')
const read = (code: string): Record<string, string> =>
  flattenMessages(JSON.parse(readFileSync(path.join(dir, `${code}.json`), 'utf8')) as Tree)

const german = read('de')

/** An argument's signature: `count:plural`, `name:argument`, `date:date`, `b:tag`. */
function argumentsOf(elements: MessageFormatElement[], out = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.argument) out.add(`${el.value}:argument`)
    else if (el.type === TYPE.number) out.add(`${el.value}:number`)
    else if (el.type === TYPE.date) out.add(`${el.value}:date`)
    else if (el.type === TYPE.time) out.add(`${el.value}:time`)
    else if (el.type === TYPE.tag) {
      out.add(`${el.value}:tag`)
      argumentsOf(el.children, out)
    } else if (el.type === TYPE.plural || el.type === TYPE.select) {
      out.add(`${el.value}:${el.type === TYPE.plural ? 'plural' : 'select'}`)
      for (const option of Object.values(el.options)) argumentsOf(option.value, out)
    }
  }
  return out
}

/** Plural and select elements with their option keys, in document order. */
function choicesOf(
  elements: MessageFormatElement[],
  out: { name: string; kind: 'plural' | 'select'; keys: string[] }[] = [],
) {
  for (const el of elements) {
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      const kind = el.type === TYPE.plural ? 'plural' : 'select'
      out.push({ name: el.value, kind, keys: Object.keys(el.options).sort() })
      for (const option of Object.values(el.options)) choicesOf(option.value, out)
    } else if (el.type === TYPE.tag) choicesOf(el.children, out)
  }
  return out
}

const parseMessage = (text: string) => parse(text, { requiresOtherClause: true })

describe.each([...LOCALES])('messages/%s.json', (code) => {
  const file = path.join(dir, `${code}.json`)

  it('exists and has exactly the German keys, none empty', () => {
    expect(existsSync(file), `messages/${code}.json is missing`).toBe(true)
    const messages = read(code)
    const missing = Object.keys(german).filter((k) => !(k in messages))
    const extra = Object.keys(messages).filter((k) => !(k in german))
    const empty = Object.keys(messages).filter((k) => !messages[k]?.trim())
    expect({ missing, extra, empty }).toEqual({ missing: [], extra: [], empty: [] })
  })

  it('has valid ICU messages with the German arguments and its own plural categories', () => {
    if (!existsSync(file)) return expect.fail(`messages/${code}.json is missing`)
    const messages = read(code)
    const categories = new Intl.PluralRules(code).resolvedOptions().pluralCategories
    const problems: string[] = []
    for (const [key, source] of Object.entries(german)) {
      const text = messages[key]
      if (text === undefined) continue
      let ast: MessageFormatElement[]
      try {
        ast = parseMessage(text)
      } catch (error) {
        problems.push(`${key}: invalid ICU (${(error as Error).message})`)
        continue
      }
      const sourceAst = parseMessage(source)
      const want = [...argumentsOf(sourceAst)].sort()
      const got = [...argumentsOf(ast)].sort()
      if (want.join() !== got.join()) problems.push(`${key}: arguments ${got} instead of ${want}`)
      const sourceChoices = choicesOf(sourceAst)
      for (const choice of choicesOf(ast)) {
        const exact = choice.keys.filter((k) => k.startsWith('='))
        const named = choice.keys.filter((k) => !k.startsWith('='))
        if (choice.kind === 'plural') {
          const wrong = named.filter((k) => !categories.includes(k as Intl.LDMLPluralRule))
          const absent = categories.filter((c) => !named.includes(c))
          if (wrong.length) problems.push(`${key}: plural categories ${wrong} not used in ${code}`)
          if (absent.length) problems.push(`${key}: plural lacks ${absent}`)
          const wantExact = sourceChoices
            .filter((c) => c.name === choice.name && c.kind === 'plural')
            .flatMap((c) => c.keys.filter((k) => k.startsWith('=')))
          if (wantExact.sort().join() !== exact.sort().join())
            problems.push(`${key}: exact matches ${exact} instead of ${wantExact}`)
        } else {
          const source = sourceChoices.find((c) => c.name === choice.name && c.kind === 'select')
          if (source && source.keys.join() !== choice.keys.join())
            problems.push(`${key}: select options ${choice.keys} instead of ${source.keys}`)
        }
      }
    }
    expect(problems).toEqual([])
  })
})

describe('API error codes (lib/api/errorCodes)', () => {
  const texts = Object.keys(german).filter((key) => key.startsWith('ApiErrors.'))

  it('every code the server can send has a text in the German source, so in every catalogue', () => {
    const missing = API_ERROR_CODES.filter((code) => !(`ApiErrors.${code}` in german))
    expect(missing).toEqual([])
  })

  it('the catalogues name no code the server does not send', () => {
    const unknown = texts.filter(
      (key) => !(API_ERROR_CODES as string[]).includes(key.slice('ApiErrors.'.length)),
    )
    expect(unknown).toEqual([])
  })

  it.each(LOCALES.filter((code) => code !== 'de'))(
    'messages/%s.json translates the error texts (not the German ones left in)',
    (code) => {
      const messages = read(code)
      const untranslated = texts.filter((key) => messages[key] === german[key])
      // A short technical text may coincide with German in a related language, never most.
      expect(untranslated.length, untranslated.join(', ')).toBeLessThan(3)
    },
  )
})
