import type { CollectionConfig } from 'payload'

import { DEFAULT_READING_TIME_MINUTES } from '@/lib/articles/readingTime'
import { EVIDENCE_LEVELS } from '@/lib/articles/evidenceLevels'
import { isStaffUser } from '@/lib/auth/roles'

import { isStaff, premiumContentAccess, publishedOrStaff } from '../access'
import { germanDateField } from '../fields/germanDate'
import { validateRichText } from '../fields/validateRichText'
import { revalidateArticle } from '../hooks/revalidate'
import { deriveAudience } from './hooks/deriveAudience'
import { deriveFromBody } from './hooks/deriveFromBody'
import { generateSlug } from './hooks/generateSlug'
import { limitAllLocales } from './hooks/limitAllLocales'
import { lockArticle } from './hooks/lockArticle'
import { queueAudioOnPublish } from './hooks/queueAudioOnPublish'
import { setPublishedAt } from './hooks/setPublishedAt'
import { articleSeoFields } from './seoFields'

/** Spec §3: "The editor's author field has a default sample doctor name." */
export const DEFAULT_AUTHOR_NAME = 'Dr. med. dent. Anna Schmidt'

/**
 * Journal articles (spec §3 "Article"). Drafts through Payload versions (`_status` is the
 * spec's `status`). The body is Lexical rich text; the product API exposes it as `bodyMd`
 * and `bodyHtml`. The full body of a premium article is readable through Payload's own
 * API only by readers allowed past the premium gate (field-level access, DESIGN §5).
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
      'featured',
      'trending',
      '_status',
      'publishedAt',
      'studioActions',
    ],
    group: { de: 'Artikel (DE)', en: 'Articles (DE)' },
    listSearchableFields: ['title', 'slug', 'authorName'],
  },
  access: {
    read: publishedOrStaff,
    readVersions: isStaff,
    create: isStaff,
    update: isStaff,
    delete: isStaff,
  },
  versions: { drafts: true, maxPerDoc: 25 },
  defaultSort: '-publishedAt',
  hooks: {
    beforeOperation: [limitAllLocales, lockArticle],
    beforeChange: [deriveAudience, deriveFromBody, setPublishedAt],
    afterChange: [revalidateArticle, queueAudioOnPublish],
    afterDelete: [revalidateArticle],
  },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    {
      name: 'slug',
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
            { name: 'abstract', type: 'textarea', localized: true },
            {
              name: 'body',
              type: 'richText',
              required: true,
              localized: true,
              validate: validateRichText,
              access: { read: premiumContentAccess },
            },
            {
              name: 'articleReferences',
              type: 'array',
              label: { de: 'Literatur', en: 'References' },
              fields: [
                { name: 'authors', type: 'text', required: true },
                { name: 'title', type: 'text', required: true },
                {
                  name: 'source',
                  type: 'text',
                  admin: {
                    description: 'Journal, Verlag oder Register (z. B. AWMF-Registernummer)',
                  },
                },
                { name: 'year', type: 'number', min: 1800, max: 2100 },
                { name: 'url', type: 'text' },
                { name: 'doi', type: 'text' },
              ],
            },
          ],
        },
        {
          label: 'SEO',
          fields: articleSeoFields,
        },
      ],
    },
    {
      name: 'category',
      type: 'relationship',
      relationTo: 'categories',
      required: true,
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'audience',
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
      name: 'isPremium',
      type: 'checkbox',
      defaultValue: true,
      label: { de: 'Premium (nur Mitglieder)', en: 'Premium (members only)' },
      admin: { position: 'sidebar', description: 'Patientenartikel sind immer frei.' },
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
        description: 'Nach Prüfung einer maschinellen Übersetzung auf „Geprüft“ setzen.',
      },
    },
    {
      name: 'authorName',
      type: 'text',
      required: true,
      defaultValue: DEFAULT_AUTHOR_NAME,
      admin: { position: 'sidebar' },
    },
    {
      name: 'author',
      type: 'relationship',
      relationTo: 'users',
      admin: { position: 'sidebar' },
      access: { read: ({ req }) => isStaffUser(req.user) },
    },
    germanDateField({ name: 'publishedAt', index: true, admin: { position: 'sidebar' } }),
    { name: 'image', type: 'upload', relationTo: 'media', admin: { position: 'sidebar' } },
    {
      name: 'featured',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'trending',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar' },
    },
    { name: 'likes', type: 'number', defaultValue: 0, min: 0, admin: { position: 'sidebar' } },
    {
      name: 'evidenceLevel',
      type: 'select',
      options: EVIDENCE_LEVELS.map((l) => ({ label: { de: l.de, en: l.en }, value: l.value })),
      admin: { position: 'sidebar', description: 'Oxford CEBM 2011' },
    },
    {
      name: 'topicClusterId',
      type: 'text',
      admin: {
        position: 'sidebar',
        description: 'Themen-Schlüssel in camelCase, z. B. periodontology',
      },
    },
    { name: 'hasVideo', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar' } },
    {
      name: 'videoUrl',
      type: 'text',
      admin: { position: 'sidebar', condition: (data) => Boolean(data?.hasVideo) },
    },
    {
      name: 'readingTimeMinutes',
      type: 'number',
      defaultValue: DEFAULT_READING_TIME_MINUTES,
      admin: { position: 'sidebar', readOnly: true },
    },
  ],
}
