import {
  validations,
  type RelationshipFieldSingleValidation,
  type RichTextFieldValidation,
  type TextFieldSingleValidation,
} from 'payload'

import { isWebAddress } from '@/lib/urls/webAddress'

import { validateRichText } from '../fields/validateRichText'

/** German messages shown at the article editor's required fields. */
export const ARTICLE_REQUIRED_MESSAGES = {
  title: 'Bitte einen Titel eingeben.',
  authorName: 'Bitte den Autor angeben.',
  body: 'Bitte den Artikeltext eingeben.',
  category: 'Bitte eine Kategorie wählen.',
} as const

/**
 * Whether the save being validated publishes the article (drafts may be incomplete). Payload
 * passes the document's data with `_status`: on the server the status of the request
 * ("Veröffentlichen" sends `published`, "Entwurf speichern" `draft`); in the studio's
 * re-validation while the editor types, the form's `_status`, which the editor's buttons set
 * to the save last chosen (components/studio/StatusIntentButtons.client.tsx), so a refused
 * publish stays marked at its fields.
 */
const publishing = (data: unknown) =>
  (data as { _status?: string } | undefined)?._status === 'published'

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === ''

/**
 * The title: required for every save, drafts included (an untitled draft would appear as a
 * bare number in the studio's lists).
 */
export const validateArticleTitle: TextFieldSingleValidation = (value, options) =>
  blank(value) ? ARTICLE_REQUIRED_MESSAGES.title : validations.text(value, options)

/** The author's display name: required when publishing. */
export const validateAuthorName: TextFieldSingleValidation = (value, options) =>
  publishing(options.data) && blank(value)
    ? ARTICLE_REQUIRED_MESSAGES.authorName
    : validations.text(value, { ...options, required: false })

/** The body: required when publishing; node checks on every save. */
export const validateArticleBody: RichTextFieldValidation = async (value, options) => {
  type Node = { type?: string; text?: string; children?: Node[] }
  const hasContent = (node: Node): boolean =>
    (node.type === 'text' && (node.text ?? '').trim() !== '') ||
    !['paragraph', 'root', 'text', 'linebreak'].includes(node.type ?? '') ||
    Boolean(node.children?.some(hasContent))
  const root = (value as { root?: Node } | null | undefined)?.root
  const empty = !root || !hasContent(root)
  if (publishing(options.data) && empty) return ARTICLE_REQUIRED_MESSAGES.body
  return validateRichText(value, { ...options, required: false })
}

/** The category: required when publishing. */
export const validateArticleCategory: RelationshipFieldSingleValidation = (value, options) =>
  publishing(options.data) && (value === null || value === undefined || value === '')
    ? ARTICLE_REQUIRED_MESSAGES.category
    : validations.relationship(value, { ...options, required: false })

/** The message at the canonical URL field when it is not a complete web address. */
export const CANONICAL_URL_MESSAGE =
  'Bitte eine vollständige Adresse mit https:// eingeben oder das Feld leer lassen.'

/**
 * The canonical URL: empty (this language's article address is canonical), or a complete
 * web address (`isWebAddress`), because search engines ignore a relative or malformed
 * canonical link and the page would point nowhere.
 */
export const validateCanonicalUrl: TextFieldSingleValidation = (value) =>
  blank(value) || isWebAddress((value as string).trim()) ? true : CANONICAL_URL_MESSAGE
