import type { SanitizedServerEditorConfig } from '@payloadcms/richtext-lexical'
import { validations, type RichTextFieldValidation } from 'payload'

import { checkRichTextNodes, nodeTypesOf } from '@/lib/richtext/nodes'

/**
 * `validate` for rich-text fields: first refuses node types the field's editor cannot
 * produce and malformed node trees (with a German message shown at the field), then runs
 * Payload's own rich-text validation (required, the features' node checks).
 */
export const validateRichText: RichTextFieldValidation = async (value, options) => {
  const editor = options.editor as { editorConfig?: SanitizedServerEditorConfig } | undefined
  if (editor?.editorConfig) {
    const result = checkRichTextNodes(value, nodeTypesOf(editor.editorConfig))
    if (result !== true) return result
  }
  return validations.richText(value, options)
}
