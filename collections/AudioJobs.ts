import type { CollectionConfig } from 'payload'

import { isStaff, nobody } from './access'
import { nameJob } from './hooks/jobTitles'
import { revalidateAudio } from './hooks/revalidate'
import { jobLocaleField, jobResultFields, jobStatusField, jobTitleField } from './fields/jobFields'

/** State of the audio file itself (`audioStatus`, separate from the job status). */
export const AUDIO_STATUSES = ['none', 'generating', 'ready', 'failed'] as const

/** How the studio names each audio state. */
const AUDIO_STATUS_LABELS: Record<(typeof AUDIO_STATUSES)[number], { de: string; en: string }> = {
  none: { de: 'Keine', en: 'None' },
  generating: { de: 'Wird erzeugt', en: 'Generating' },
  ready: { de: 'Bereit', en: 'Ready' },
  failed: { de: 'Fehlgeschlagen', en: 'Failed' },
}

/**
 * Audio jobs (as the admin API lists them: id, articleId, articleTitle, status,
 * audioStatus, durationSec, audioUrl, error): one article spoken in one language. Worked off by the
 * `generateAudio` task; the MP3 is a Media upload. The latest `ready` job of an article
 * and language is what the article page plays, unless it was made from another text than
 * the published one (`textHash`): outdated audio is not played (see `findArticleAudio`).
 */
export const AudioJobs: CollectionConfig = {
  slug: 'audio-jobs',
  labels: {
    singular: { de: 'Audio-Auftrag', en: 'Audio job' },
    plural: { de: 'Audio-Aufträge', en: 'Audio jobs' },
  },
  admin: {
    group: 'Audio',
    useAsTitle: 'title',
    components: {
      beforeList: ['/components/studio/ProviderSettingsHint.client#ProviderSettingsHint'],
    },
    defaultColumns: [
      'title',
      'status',
      'audioStatus',
      'textState',
      'durationSec',
      'error',
      'updatedAt',
    ],
  },
  access: { read: isStaff, create: nobody, update: nobody, delete: isStaff },
  defaultSort: '-createdAt',
  hooks: {
    beforeChange: [nameJob('audio')],
    afterChange: [revalidateAudio],
    afterDelete: [revalidateAudio],
  },
  fields: [
    jobTitleField,
    // Not required: deleting an article deletes its jobs first (see `removeArticleJobs`).
    {
      name: 'article',
      label: { de: 'Artikel', en: 'Article' },
      type: 'relationship',
      relationTo: 'articles',
      index: true,
      admin: { readOnly: true },
    },
    {
      name: 'articleTitle',
      type: 'text',
      label: { de: 'Artikeltitel', en: 'Article title' },
      admin: { readOnly: true },
    },
    jobLocaleField,
    jobStatusField,
    {
      name: 'audioStatus',
      label: { de: 'Audiodatei', en: 'Audio file' },
      type: 'select',
      required: true,
      defaultValue: 'none',
      options: AUDIO_STATUSES.map((value) => ({ value, label: AUDIO_STATUS_LABELS[value] })),
      admin: { readOnly: true },
    },
    {
      name: 'provider',
      label: { de: 'Dienst', en: 'Provider' },
      type: 'select',
      options: [
        {
          value: 'openai',
          label: { de: 'Sprach-API (OpenAI-kompatibel)', en: 'Speech API (OpenAI-compatible)' },
        },
        { value: 'espeak', label: { de: 'espeak-ng (lokal)', en: 'espeak-ng (local)' } },
      ],
      admin: { readOnly: true },
    },
    {
      name: 'audio',
      label: { de: 'Audiodatei (MP3)', en: 'Audio file (MP3)' },
      type: 'upload',
      relationTo: 'media',
      admin: { readOnly: true },
    },
    {
      name: 'textHash',
      type: 'text',
      label: { de: 'Fingerabdruck des gesprochenen Texts', en: 'Fingerprint of the spoken text' },
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: 'SHA-256 des Texts, aus dem die Audiodatei erzeugt wurde.',
      },
    },
    {
      name: 'textState',
      type: 'ui',
      label: { de: 'Passt zum Text?', en: 'Matches the text?' },
      admin: {
        components: {
          Field: false,
          Cell: '/components/studio/AudioTextStateCell#AudioTextStateCell',
        },
      },
    },
    {
      name: 'audioUrl',
      label: { de: 'Audio-URL', en: 'Audio URL' },
      type: 'text',
      admin: { readOnly: true },
    },
    {
      name: 'durationSec',
      type: 'number',
      min: 0,
      label: { de: 'Dauer (s)', en: 'Duration (s)' },
      admin: { readOnly: true },
    },
    ...jobResultFields,
  ],
}
