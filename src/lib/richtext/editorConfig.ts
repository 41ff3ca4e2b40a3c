import { editorConfigFactory } from '@payloadcms/richtext-lexical'
import type { SanitizedServerEditorConfig } from '@payloadcms/richtext-lexical'
import type { SanitizedConfig } from 'payload'

let cached: Promise<SanitizedServerEditorConfig> | undefined

/** The default Lexical editor config of this Payload config, built once per process. */
export function defaultEditorConfig(config: SanitizedConfig): Promise<SanitizedServerEditorConfig> {
  cached ??= editorConfigFactory.default({ config })
  return cached
}
