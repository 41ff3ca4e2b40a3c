import { lexicalEditor } from '@payloadcms/richtext-lexical'

import { STUDIO_EDITOR_FEATURES } from './features'

/**
 * The editor of articles' bodies and static pages' content: Payload's default features plus
 * tables (`STUDIO_EDITOR_FEATURES`). Other rich-text fields keep the config's default editor.
 */
export const studioRichTextEditor = lexicalEditor({ features: () => STUDIO_EDITOR_FEATURES })
