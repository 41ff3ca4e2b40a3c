import { editorConfigFactory } from '@payloadcms/richtext-lexical'
import type { SanitizedServerEditorConfig } from '@payloadcms/richtext-lexical'
import type { SanitizedConfig } from 'payload'

import { STUDIO_EDITOR_FEATURES } from './features'

let cached: Promise<SanitizedServerEditorConfig> | undefined

/**
 * The Lexical editor config of the studio's editor (`STUDIO_EDITOR_FEATURES`: Payload's
 * defaults and tables) for this Payload config, built once per process.
 */
export function defaultEditorConfig(config: SanitizedConfig): Promise<SanitizedServerEditorConfig> {
  cached ??= editorConfigFactory.fromFeatures({ config, features: STUDIO_EDITOR_FEATURES })
  return cached
}
