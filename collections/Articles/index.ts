import type { CollectionConfig, Where } from 'payload'

import { DEFAULT_READING_TIME_MINUTES } from '@/lib/articles/readingTime'
import { EVIDENCE_LEVELS } from '@/lib/articles/evidenceLevels'
import { isStaffUser } from '@/lib/auth/roles'
import { articlePreviewPath, PREVIEW_BREAKPOINTS } from '@/lib/preview/paths'
import { previewOrigin } from '@/lib/preview/origin'
import { purgeTrashAfterDelete } from '@/lib/admin/trash'
import { studioRichTextEditor } from '@/lib/richtext/studioEditor'

import { isStaff, premiumContentAccess, publishedOrStaff } from '../access'
import { STUDIO_DRAFTS } from '../drafts'
import { germanDateField } from '../fields/germanDate'
import { lastEditedByField } from '../fields/lastEditedBy'
import { notInListPickers } from '../fields/listPickers'
import { removeArticleJobs, renameArticleJobs } from '../hooks/jobTitles'
import { removeArticleQuizzes } from '../hooks/quizRecords'
import { revalidateArticle } from '../hooks/revalidate'
import { dropSchedulesOnDelete, dropSchedulesOnTrash } from '../hooks/scheduledPublish'
import { deriveAudience } from './hooks/deriveAudience'
import { deriveFromBody } from './hooks/deriveFromBody'
import { generateSlug } from './hooks/generateSlug'
import { limitAllLocales } from './hooks/limitAllLocales'
import { lockArticle } from './hooks/lockArticle'
import { queueAudioOnPublish } from './hooks/queueAudioOnPublish'
import { recordTranslationReview } from './hooks/recordTranslationReview'
import { ARTICLE_LIST_SEARCH_FIELDS, searchFullText } from './hooks/searchFullText'
import { setPublishedAt } from './hooks/setPublishedAt'
import {
  validateArticleBody,
  validateArticleCategory,
  validateArticleTitle,
  validateAuthorName,
} from './validation'
import { articleSeoFields } from './seoFields'
import { translationProvenanceFields } from './translationProvenanceFields'

/** The editor's author field starts with a sample doctor's name. */
export const DEFAULT_AUTHOR_NAME = 'Dr. med. dent. Anna Schmidt'

/**
 * Journal articles. Drafts through Payload versions (`_status` is the product API's
 * `status`). The body is Lexical rich text; the product API exposes it as `bodyMd` and
 * `bodyHtml`. The full body of a premium article is readable through Payload's own API only
 * by readers allowed past the premium gate (field-level access, docs/product.md "The
 * premium gate"); so is its `videoUrl`.
 */
export const Articles: CollectionConfig = {
  slug: 'articles',
  labels: { singular: { de: 'Artikel', en: 'Article' }, plural: { de: 'Artikel', en: 'Articles' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: [
      'title',
      'category',
      'authorName',
      'journalState',
      'publishedAt',
      'studioActions',
    ],
    group: { de: 'Artikel (DE)', en: 'Articles (DE)' },
    // The search box also finds words of the abstract and body (./hooks/searchFullText).
    listSearchableFields: [...ARTICLE_LIST_SEARCH_FIELDS],
    // "Vorschau" (new tab) and Live Preview (beside the editor, desktop and phone): the newest
    // saved version in the journal's layout, visible to staff only.
    preview: (doc, { locale, req }) =>
      doc?.id
        ? `${previewOrigin(req?.headers)}${articlePreviewPath(doc.id as number, locale)}`
        : null,
    livePreview: {
      url: ({ data, locale, req }) =>
        data?.id
          ? `${previewOrigin(req?.headers)}${articlePreviewPath(data.id as number, locale.code)}`
          : null,
      breakpoints: PREVIEW_BREAKPOINTS,
    },
    // A refused save or publish stays marked at its fields (see ./validation): the buttons
    // record which save was meant, and the marks survive the form's own re-validation.
    components: {
      // Status tabs (Alle / Entwürfe / Veröffentlicht) above the list.
      // In the trash, a note on what deleting for good and restoring do (before the click).
      beforeListTable: [
        '/components/studio/ArticleStatusTabs#ArticleStatusTabs',
        '/components/studio/ArticleTrashNotice#ArticleTrashNotice',
      ],
      edit: {
        // Nothing typed is lost: the first draft without a button, the browser's copy of
        // unsaved text offered back, and a question before leaving unsaved changes.
        beforeDocumentControls: [
          '/components/studio/UnsavedWorkGuard.client#UnsavedWorkGuard',
          '/components/studio/KeepRefusedFieldErrors.client#KeepRefusedFieldErrors',
          '/components/studio/ArticleTrashedNotice.client#ArticleTrashedNotice',
          // A published article becomes a newsletter issue in one click (then sent from there).
          '/components/studio/SendAsNewsletter.client#SendAsNewsletter',
        ],
        PublishButton: '/components/studio/StatusIntentButtons.client#PublishWithIntentButton',
        SaveDraftButton: '/components/studio/StatusIntentButtons.client#SaveDraftWithIntentButton',
      },
    },
  },
  access: {
    read: publishedOrStaff,
    readVersions: isStaff,
    create: isStaff,
    update: isStaff,
    delete: isStaff,
  },
  // Drafts with autosave and scheduled publishing (../drafts.ts). Drafts are validated too:
  // the title is required for every save, the rest when publishing (see ./validation).
  versions: { drafts: { ...STUDIO_DRAFTS, validate: true }, maxPerDoc: 25 },
  // Deleting moves an article to the trash ("Papierkorb"), from which it can be restored
  // for 30 days (src/lib/admin/trash.ts); readers never see it (every read leaves trashed documents out).
  trash: true,
  defaultSort: '-publishedAt',
  hooks: {
    beforeOperation: [limitAllLocales, lockArticle, searchFullText],
    beforeChange: [deriveAudience, deriveFromBody, setPublishedAt, recordTranslationReview],
    afterChange: [
      revalidateArticle,
      queueAudioOnPublish,
      renameArticleJobs,
      dropSchedulesOnTrash,
      purgeTrashAfterDelete,
    ],
    beforeDelete: [removeArticleJobs, removeArticleQuizzes, dropSchedulesOnDelete],
    afterDelete: [revalidateArticle],
  },
  fields: [
    {
      name: 'title',
      label: { de: 'Titel', en: 'Title' },
      type: 'text',
      required: true,
      localized: true,
      validate: validateArticleTitle,
    },
    {
      name: 'slug',
      label: { de: 'URL-Kürzel', en: 'Slug' },
      type: 'text',
      unique: true,
      index: true,
      admin: { position: 'sidebar', description: 'Aus dem Titel erzeugt, wenn leer.' },
      hooks: { beforeValidate: [generateSlug] },
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: { de: 'Inhalt', en: 'Content' },
          fields: [
            {
              name: 'abstract',
              label: { de: 'Kurzfassung', en: 'Abstract' },
              type: 'textarea',
              localized: true,
            },
            notInListPickers({
              name: 'body',
              label: { de: 'Text', en: 'Body' },
              type: 'richText',
              // With tables (study results, dosages, classifications).
              editor: studioRichTextEditor,
              required: true,
              localized: true,
              validate: validateArticleBody,
              access: { read: premiumContentAccess },
              // Versions compared word by word (Payload's own diff shows HTML side by side).
              admin: { components: { Diff: '/components/studio/BodyWordDiff#BodyWordDiff' } },
            }),
            notInListPickers({
              name: 'articleReferences',
              type: 'array',
              label: { de: 'Literatur', en: 'References' },
              labels: {
                singular: { de: 'Literaturangabe', en: 'Reference' },
                plural: { de: 'Literaturangaben', en: 'References' },
              },
              fields: [
                {
                  name: 'authors',
                  label: { de: 'Autoren', en: 'Authors' },
                  type: 'text',
                  required: true,
                },
                {
                  name: 'title',
                  label: { de: 'Titel', en: 'Title' },
                  type: 'text',
                  required: true,
                },
                {
                  name: 'source',
                  label: { de: 'Quelle', en: 'Source' },
                  type: 'text',
                  admin: {
                    description: 'Journal, Verlag oder Register (z. B. AWMF-Registernummer)',
                  },
                },
                {
                  name: 'year',
                  label: { de: 'Jahr', en: 'Year' },
                  type: 'number',
                  min: 1800,
                  max: 2100,
                },
                { name: 'url', label: { de: 'URL', en: 'URL' }, type: 'text' },
                { name: 'doi', label: { de: 'DOI', en: 'DOI' }, type: 'text' },
              ],
            }),
          ],
        },
        {
          label: 'SEO',
          fields: articleSeoFields.map(notInListPickers),
        },
      ],
    },
    {
      name: 'category',
      label: { de: 'Kategorie', en: 'Category' },
      type: 'relationship',
      relationTo: 'categories',
      required: true,
      index: true,
      validate: validateArticleCategory,
      admin: {
        position: 'sidebar',
        // Payload's relationship cell names the category only once the row is scrolled into
        // view; this one always does.
        components: { Cell: '/components/studio/CategoryCell#CategoryCell' },
      },
    },
    {
      name: 'audience',
      label: { de: 'Zielgruppe', en: 'Audience' },
      type: 'select',
      options: [
        { label: { de: 'Ärzte', en: 'Doctors' }, value: 'doctor' },
        { label: { de: 'Patienten', en: 'Patients' }, value: 'patient' },
      ],
      defaultValue: 'doctor',
      index: true,
      admin: { position: 'sidebar', readOnly: true, description: 'Folgt der Kategorie.' },
    },
    {
      // The same topic for the other audience; both article pages link it
      // (src/lib/articles/counterpart.ts), so naming it on one side is enough.
      name: 'counterpart',
      label: { de: 'Version für die andere Zielgruppe', en: 'Version for the other audience' },
      type: 'relationship',
      relationTo: 'articles',
      filterOptions: ({ data, id }) => {
        const rules: Where[] = [{ audience: { not_equals: data?.audience ?? 'doctor' } }]
        if (id) rules.push({ id: { not_equals: id } })
        return { and: rules }
      },
      admin: {
        position: 'sidebar',
        description:
          'Die Patientenversion eines Fachartikels oder die Fachversion eines Patientenartikels; beide Seiten verlinken einander.',
      },
    },
    {
      name: 'isPremium',
      type: 'checkbox',
      defaultValue: true,
      label: { de: 'Premium (nur Mitglieder)', en: 'Premium (members only)' },
      admin: { position: 'sidebar', description: 'Patientenartikel sind immer frei.' },
    },
    {
      name: 'journalState',
      type: 'ui',
      label: { de: 'Im Journal', en: 'On the journal' },
      admin: {
        components: {
          Field: false,
          Cell: '/components/studio/JournalStateCell#JournalStateCell',
        },
      },
    },
    {
      name: 'studioActions',
      type: 'ui',
      label: { de: 'Aktionen', en: 'Actions' },
      admin: {
        position: 'sidebar',
        components: {
          Field: '/components/studio/ArticleActions.client#ArticleActions',
          Cell: '/components/studio/ArticleRowActions.client#ArticleRowActions',
        },
      },
    },
    {
      name: 'translationOrigin',
      type: 'select',
      localized: true,
      defaultValue: 'original',
      label: { de: 'Herkunft dieser Sprachfassung', en: 'Origin of this language version' },
      options: [
        { value: 'original', label: { de: 'Original', en: 'Original' } },
        {
          value: 'machine',
          label: { de: 'Maschinell übersetzt (zu prüfen)', en: 'Machine-translated (to review)' },
        },
        { value: 'reviewed', label: { de: 'Geprüft', en: 'Reviewed' } },
      ],
      admin: {
        position: 'sidebar',
        description:
          'Nach Prüfung einer Übersetzung (maschinell oder von Hand) auf „Geprüft“ setzen: Ihr Name und das Datum werden gespeichert und den Lesern gezeigt.',
      },
    },
    {
      // Fingerprint of the German text this language version was machine-translated from
      // (src/lib/translation/source.ts), written by the translation job. When the German
      // changes, the fingerprints differ and the studio marks this language outdated.
      name: 'translationSourceHash',
      type: 'text',
      localized: true,
      label: { de: 'Übersetzt aus (Fingerabdruck)', en: 'Translated from (fingerprint)' },
      admin: { hidden: true },
    },
    ...translationProvenanceFields,
    {
      name: 'authorName',
      label: { de: 'Autor', en: 'Author' },
      type: 'text',
      required: true,
      validate: validateAuthorName,
      defaultValue: DEFAULT_AUTHOR_NAME,
      admin: { position: 'sidebar' },
    },
    {
      name: 'author',
      label: { de: 'Autorenkonto', en: 'Author account' },
      type: 'relationship',
      relationTo: 'users',
      admin: { position: 'sidebar' },
      access: { read: ({ req }) => isStaffUser(req.user) },
    },
    lastEditedByField(),
    germanDateField({
      name: 'publishedAt',
      label: { de: 'Veröffentlicht am', en: 'Published at' },
      index: true,
      admin: { position: 'sidebar' },
    }),
    {
      name: 'image',
      label: { de: 'Bild', en: 'Image' },
      type: 'upload',
      relationTo: 'media',
      admin: { position: 'sidebar' },
    },
    {
      name: 'featured',
      label: { de: 'Hervorgehoben', en: 'Featured' },
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'trending',
      label: { de: 'Im Trend', en: 'Trending' },
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar' },
    },
    notInListPickers({
      name: 'likes',
      label: { de: 'Likes', en: 'Likes' },
      type: 'number',
      defaultValue: 0,
      min: 0,
      admin: { position: 'sidebar' },
    }),
    {
      name: 'evidenceLevel',
      label: { de: 'Evidenzgrad', en: 'Evidence level' },
      type: 'select',
      options: EVIDENCE_LEVELS.map((l) => ({ label: { de: l.de, en: l.en }, value: l.value })),
      admin: { position: 'sidebar', description: 'Oxford CEBM 2011' },
    },
    notInListPickers({
      name: 'topicClusterId',
      label: { de: 'Themen-Schlüssel', en: 'Topic cluster key' },
      type: 'text',
      admin: {
        position: 'sidebar',
        description: 'Themen-Schlüssel in camelCase, z. B. periodontology',
      },
    }),
    {
      name: 'hasVideo',
      label: { de: 'Mit Video', en: 'Has video' },
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar' },
    },
    notInListPickers({
      name: 'videoUrl',
      label: { de: 'Video-URL', en: 'Video URL' },
      type: 'text',
      // The video belongs to the article's paid content: readable like the premium body.
      access: { read: premiumContentAccess },
      admin: { position: 'sidebar', condition: (data) => Boolean(data?.hasVideo) },
    }),
    notInListPickers({
      name: 'readingTimeMinutes',
      label: { de: 'Lesezeit (Minuten)', en: 'Reading time (minutes)' },
      type: 'number',
      defaultValue: DEFAULT_READING_TIME_MINUTES,
      admin: { position: 'sidebar', readOnly: true },
    }),
  ],
}
