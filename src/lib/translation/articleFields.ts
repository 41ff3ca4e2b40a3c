import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import { textsOf, withTexts } from './richText'

/** Localized text fields of an article that are translated: title, abstract, body, SEO. */
export const TEXT_FIELDS = [
  'title',
  'abstract',
  'metaTitle',
  'metaDescription',
  'ogTitle',
  'ogDescription',
  'llmSummary',
  'aimetaTxt',
] as const
/** Localized list fields translated item by item. */
export const LIST_FIELDS = ['keywords', 'llmClaims'] as const

type TextField = (typeof TEXT_FIELDS)[number]
type ListField = (typeof LIST_FIELDS)[number]

/** The translatable part of an article in the source language. */
export type ArticleSource = Partial<Record<TextField, string | null>> &
  Partial<Record<ListField, string[] | null>> & { body?: SerializedEditorState | null }

/** A flat list of texts to translate plus how to put the translations back. */
export type TranslationPlan = {
  texts: string[]
  /** Builds the target-language data from the translated texts (same order as `texts`). */
  apply(translated: readonly string[]): Record<string, unknown>
}

/**
 * Plans an article's translation: every non-empty text field, every list item and every
 * body text node becomes one entry of `texts`; `apply` rebuilds the fields, with the body
 * keeping its full rich-text structure. Empty fields stay empty.
 */
export function planArticleTranslation(source: ArticleSource): TranslationPlan {
  const texts: string[] = []
  const slots: Array<(t: readonly string[]) => [string, unknown]> = []
  for (const field of TEXT_FIELDS) {
    const value = source[field]?.trim()
    if (!value) continue
    const at = texts.push(value) - 1
    slots.push((t) => [field, t[at]])
  }
  for (const field of LIST_FIELDS) {
    const items = (source[field] ?? []).filter((v) => v.trim())
    if (!items.length) continue
    const from = texts.length
    texts.push(...items)
    slots.push((t) => [field, t.slice(from, from + items.length)])
  }
  const body = source.body
  if (body) {
    const bodyTexts = textsOf(body)
    const from = texts.length
    texts.push(...bodyTexts)
    slots.push((t) => ['body', withTexts(body, t.slice(from, from + bodyTexts.length))])
  }
  return {
    texts,
    apply: (translated) => {
      if (translated.length !== texts.length)
        throw new Error(`Expected ${texts.length} translations, got ${translated.length}`)
      return Object.fromEntries(slots.map((slot) => slot(translated)))
    },
  }
}
