import type { CollectionConfig } from 'payload'

import { isStaff, nobody } from './access'
import { revalidateAudio } from './hooks/revalidate'
import { jobLocaleField, jobResultFields, jobStatusField } from './fields/jobFields'

/** State of the audio file itself (spec §3 "audioStatus", separate from the job status). */
export const AUDIO_STATUSES = ['none', 'generating', 'ready', 'failed'] as const

/**
 * Audio jobs (spec §3 "Audio job": id, articleId, articleTitle, status, audioStatus,
 * durationSec, audioUrl, error): one article spoken in one language. Worked off by the
 * `generateAudio` task; the MP3 is a Media upload. The latest `ready` job of an article
 * and language is what the article page plays.
 */
export const AudioJobs: CollectionConfig = {
  slug: 'audio-jobs',
  labels: {
    singular: { de: 'Audio-Auftrag', en: 'Audio job' },
    plural: { de: 'Audio-Aufträge', en: 'Audio jobs' },
  },
  admin: {
    group: 'Audio',
    useAsTitle: 'articleTitle',
    defaultColumns: ['articleTitle', 'locale', 'status', 'audioStatus', 'durationSec', 'updatedAt'],
  },
  access: { read: isStaff, create: nobody, update: nobody, delete: isStaff },
  defaultSort: '-createdAt',
  hooks: { afterChange: [revalidateAudio], afterDelete: [revalidateAudio] },
  fields: [
    // Not required: a deleted article leaves its jobs' history (with the title) behind.
    {
      name: 'article',
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
      type: 'select',
      required: true,
      defaultValue: 'none',
      options: AUDIO_STATUSES.map((value) => ({ value, label: value })),
      admin: { readOnly: true },
    },
    {
      name: 'provider',
      type: 'select',
      options: [
        {
          value: 'openai',
          label: { de: 'Sprach-API (OpenAI-kompatibel)', en: 'Speech API (OpenAI-compatible)' },
        },
        { value: 'espeak', label: 'espeak-ng (offline)' },
      ],
      admin: { readOnly: true },
    },
    { name: 'audio', type: 'upload', relationTo: 'media', admin: { readOnly: true } },
    { name: 'audioUrl', type: 'text', admin: { readOnly: true } },
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
