import {
  defaultEditorFeatures,
  EXPERIMENTAL_TableFeature,
  FixedToolbarFeature,
  UploadFeature,
  type FeatureProviderServer,
} from '@payloadcms/richtext-lexical'

/**
 * The rich-text features of the studio's editor: Payload's defaults plus tables (study
 * results, dosages, classifications), which Lexical still calls experimental, and a
 * formatting toolbar that is always visible above the text (besides the `/` commands and the
 * toolbar over a selection), as editors know it from WordPress; images (also dropped or
 * pasted into the text) from the media library only. The same list
 * builds the editor (payload.config.ts) and the Markdown/HTML conversion (`editorConfig.ts`),
 * so every node an editor can write can also be converted.
 */
export const STUDIO_EDITOR_FEATURES: FeatureProviderServer<unknown, unknown, unknown>[] = [
  ...(defaultEditorFeatures as FeatureProviderServer<unknown, unknown, unknown>[]).filter(
    (feature) => feature.key !== 'upload',
  ),
  // Images in the text come from the media library; an image file dropped or pasted into
  // the text is uploaded there (Payload's default offered the first upload collection, the
  // dentists' external CME certificates).
  UploadFeature({ enabledCollections: ['media'] }) as FeatureProviderServer<
    unknown,
    unknown,
    unknown
  >,
  EXPERIMENTAL_TableFeature() as FeatureProviderServer<unknown, unknown, unknown>,
  FixedToolbarFeature() as FeatureProviderServer<unknown, unknown, unknown>,
]
