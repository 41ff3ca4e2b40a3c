import type { CollectionConfig } from 'payload'

import { pagePreviewPath, PREVIEW_BREAKPOINTS } from '@/lib/preview/paths'
import { previewOrigin } from '@/lib/preview/origin'
import { purgeTrashAfterDelete } from '@/lib/admin/trash'
import { studioRichTextEditor } from '@/lib/richtext/studioEditor'

import { isStaff, publishedOrStaff } from './access'
import { STUDIO_DRAFTS } from './drafts'
import { lastEditedByField } from './fields/lastEditedBy'
import { validateRichText } from './fields/validateRichText'
import { revalidatePage } from './hooks/revalidate'
import { dropSchedulesOnDelete, dropSchedulesOnTrash } from './hooks/scheduledPublish'

/**
 * Static pages: about, imprint, privacy, terms. Title and text are per language (German
 * is the legally binding version; languages without their own text show the English one).
 */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: { de: 'Seite', en: 'Page' }, plural: { de: 'Seiten', en: 'Pages' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'updatedAt'],
    group: { de: 'Seiten', en: 'Pages' },
    // "Vorschau" (new tab) and Live Preview (beside the editor, desktop and phone): the newest
    // saved version, draft or not, in the journal's layout and the language being edited,
    // visible to staff only.
    preview: (doc, { locale, req }) =>
      typeof doc?.slug === 'string'
        ? `${previewOrigin(req?.headers)}${pagePreviewPath(doc.slug, locale)}`
        : null,
    livePreview: {
      url: ({ data, locale, req }) =>
        typeof data?.slug === 'string'
          ? `${previewOrigin(req?.headers)}${pagePreviewPath(data.slug, locale.code)}`
          : null,
      breakpoints: PREVIEW_BREAKPOINTS,
    },
    // The browser's copy of unsaved text offered back, and a question before leaving
    // unsaved changes (a new page is a draft from the start: its drafts are not validated).
    components: {
      edit: {
        beforeDocumentControls: ['/components/studio/UnsavedWorkGuard.client#UnsavedWorkGuard'],
      },
    },
  },
  access: {
    // Readers see the published version only; an autosaved draft stays in the studio.
    read: publishedOrStaff,
    readVersions: isStaff,
    create: isStaff,
    update: isStaff,
    delete: isStaff,
  },
  // Saving no longer goes live at once: the editor's text is autosaved as a draft
  // (./drafts.ts) and reaches readers only with "Veröffentlichen" (or a planned publication).
  // Every save keeps a revision ("Versionen": compare and restore, the newest 50); deleting
  // moves the page to the trash, restorable for 30 days (src/lib/admin/trash.ts), and drops
  // its planned publications (./hooks/scheduledPublish.ts).
  versions: { drafts: STUDIO_DRAFTS, maxPerDoc: 50 },
  trash: true,
  hooks: {
    afterChange: [revalidatePage, dropSchedulesOnTrash, purgeTrashAfterDelete],
    beforeDelete: [dropSchedulesOnDelete],
    afterDelete: [revalidatePage],
  },
  fields: [
    {
      name: 'title',
      label: { de: 'Titel', en: 'Title' },
      type: 'text',
      required: true,
      localized: true,
    },
    {
      name: 'slug',
      label: { de: 'Seite', en: 'Page' },
      type: 'select',
      required: true,
      unique: true,
      options: [
        { value: 'about', label: { de: 'Über uns (/about)', en: 'About (/about)' } },
        { value: 'imprint', label: { de: 'Impressum (/impressum)', en: 'Imprint (/imprint)' } },
        { value: 'privacy', label: { de: 'Datenschutz (/datenschutz)', en: 'Privacy (/privacy)' } },
        {
          value: 'terms',
          label: {
            de: 'Nutzungsbedingungen (/nutzungsbedingungen)',
            en: 'Terms (/terms)',
          },
        },
      ],
    },
    {
      name: 'content',
      label: { de: 'Inhalt', en: 'Content' },
      type: 'richText',
      // With tables, like articles.
      editor: studioRichTextEditor,
      required: true,
      localized: true,
      validate: validateRichText,
      // Versions compared word by word, like articles.
      admin: { components: { Diff: '/components/studio/BodyWordDiff#BodyWordDiff' } },
    },
    lastEditedByField(),
  ],
}
