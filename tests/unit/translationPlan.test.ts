import { describe, expect, it } from 'vitest'

import { chunkText } from '@/lib/audio/text'
import { planArticleTranslation } from '@/lib/translation/articleFields'
import {
  isMachineTranslatable,
  keepsArguments,
  protectArguments,
  restoreArguments,
} from '@/lib/translation/placeholders'
import { batches } from '@/lib/translation/provider'

const body = {
  root: {
    type: 'root',
    version: 1,
    children: [
      {
        type: 'paragraph',
        version: 1,
        children: [
          { type: 'text', version: 1, text: 'Hallo ', format: 0 },
          { type: 'text', version: 1, text: 'Welt', format: 1 },
        ],
      },
    ],
  },
} as never

describe('article translation plan', () => {
  it('collects fields, list items and body text nodes in one list and puts translations back in place', () => {
    const plan = planArticleTranslation({
      title: 'Titel',
      abstract: '  ',
      keywords: ['Karies', 'Zahn'],
      body,
    })
    expect(plan.texts).toEqual(['Titel', 'Karies', 'Zahn', 'Hallo', 'Welt'])
    const data = plan.apply(['Title', 'caries', 'tooth', 'Hello', 'world'])
    expect(data.title).toBe('Title')
    expect(data.abstract).toBeUndefined()
    expect(data.keywords).toEqual(['caries', 'tooth'])
    const children = (
      data.body as {
        root: { children: Array<{ children: Array<{ text: string; format: number }> }> }
      }
    ).root.children[0]!.children
    expect(children).toEqual([
      expect.objectContaining({ text: 'Hello ', format: 0 }),
      expect.objectContaining({ text: 'world', format: 1 }),
    ])
    expect(() => plan.apply(['too few'])).toThrow(/Expected 5/)
  })
})

describe('UI string arguments', () => {
  it('protects simple arguments as <x> tags and checks they survived', () => {
    const xml = protectArguments('Hallo {name} & <Team>')
    expect(xml).toBe('Hallo <x>{name}</x> &amp; &lt;Team&gt;')
    expect(restoreArguments('Bonjour <x>{name}</x> &amp; &lt;équipe&gt;')).toBe(
      'Bonjour {name} & <équipe>',
    )
    expect(keepsArguments('{a} und {b}', '{b} et {a}')).toBe(true)
    expect(keepsArguments('{a} und {b}', '{a} et {c}')).toBe(false)
  })

  it('leaves ICU plural and select messages to editors', () => {
    expect(isMachineTranslatable('{count, plural, one {# Artikel} other {# Artikel}}')).toBe(false)
    expect(isMachineTranslatable('Noch {count} Versuche')).toBe(true)
  })
})

describe('batching and chunking', () => {
  it('splits texts into batches by count and characters', () => {
    expect(batches(['aa', 'bb', 'cc', 'dd'], 3, 100)).toEqual([['aa', 'bb', 'cc'], ['dd']])
    expect(batches(['aaaa', 'bbbb', 'cc'], 10, 8)).toEqual([['aaaa', 'bbbb'], ['cc']])
  })

  it('cuts speech text at paragraph and sentence boundaries within the limit', () => {
    const text = `${'Satz eins. '.repeat(30)}\n\n${'Zweiter Absatz. '.repeat(5)}`
    const chunks = chunkText(text, 120)
    expect(chunks.every((c) => c.length <= 120)).toBe(true)
    expect(chunks.join(' ').replace(/\s+/g, ' ').trim()).toBe(text.replace(/\s+/g, ' ').trim())
    expect(chunks.every((c) => /[.]$/.test(c))).toBe(true)
  })
})
