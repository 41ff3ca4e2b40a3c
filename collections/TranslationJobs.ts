import type { CollectionConfig } from 'payload'

import { isStaff, nobody } from './access'
import { nameJob } from './hooks/jobTitles'
import { jobLocaleField, jobResultFields, jobStatusField, jobTitleField } from './fields/jobFields'

/**
 * Translation jobs (as the admin API lists them: id, articleId, locale, provider,
 * status): one article (or the UI strings) into one language. Created by the admin API, worked off
 * by the `translateArticle` / `translateUiStrings` tasks on Payload's jobs queue; the studio
 * lists them under Übersetzungen. Staff read and delete; only the server writes.
 */
export const TranslationJobs: CollectionConfig = {
  slug: 'translation-jobs',
  labels: {
    singular: { de: 'Übersetzungsauftrag', en: 'Translation job' },
    plural: { de: 'Übersetzungsaufträge', en: 'Translation jobs' },
  },
  admin: {
    group: { de: 'Übersetzungen', en: 'Translations' },
    useAsTitle: 'title',
    components: {
      beforeList: ['/components/studio/ProviderSettingsHint.client#ProviderSettingsHint'],
    },
    defaultColumns: ['title', 'locale', 'provider', 'status', 'error', 'updatedAt'],
  },
  access: { read: isStaff, create: nobody, update: nobody, delete: isStaff },
  defaultSort: '-createdAt',
  hooks: { beforeChange: [nameJob('translation')] },
  fields: [
    jobTitleField,
    {
      name: 'subject',
      label: { de: 'Gegenstand', en: 'Subject' },
      type: 'select',
      required: true,
      defaultValue: 'article',
      options: [
        { value: 'article', label: { de: 'Artikel', en: 'Article' } },
        { value: 'uiStrings', label: { de: 'Oberflächentexte', en: 'UI strings' } },
      ],
      admin: { readOnly: true },
    },
    {
      name: 'article',
      label: { de: 'Artikel', en: 'Article' },
      type: 'relationship',
      relationTo: 'articles',
      index: true,
      admin: { readOnly: true },
    },
    jobLocaleField,
    {
      // The bulk translation a job belongs to (src/lib/translation/bulk/): its progress and
      // retry are read by this id.
      name: 'batch',
      label: { de: 'Sammelauftrag', en: 'Bulk run' },
      type: 'text',
      index: true,
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'provider',
      label: { de: 'Dienst', en: 'Provider' },
      type: 'select',
      options: [
        { value: 'deepl', label: 'DeepL' },
        { value: 'llm', label: { de: 'KI (LLM)', en: 'AI (LLM)' } },
      ],
      admin: { readOnly: true },
    },
    jobStatusField,
    ...jobResultFields,
  ],
}
