import type { Field, SelectField, TextField } from 'payload'

import { JOB_STATUS_LABELS, JOB_STATUSES } from '@/lib/jobs/status'
import { LANGUAGES } from '@/i18n/locales'

import { germanDateField } from './germanDate'

/** The job's name in the studio's list, written by the `nameJob` hook (read-only). */
export const jobTitleField: TextField = {
  name: 'title',
  type: 'text',
  label: { de: 'Auftrag', en: 'Job' },
  admin: { readOnly: true },
}

/** Job status select: pending -> running -> done | error. */
export const jobStatusField: SelectField = {
  name: 'status',
  label: { de: 'Status', en: 'Status' },
  type: 'select',
  required: true,
  defaultValue: 'pending',
  index: true,
  options: JOB_STATUSES.map((value) => ({ value, label: JOB_STATUS_LABELS[value] })),
  admin: { readOnly: true },
}

/** Target language of a job: one of the 45 short codes. */
export const jobLocaleField: SelectField = {
  name: 'locale',
  type: 'select',
  required: true,
  index: true,
  label: { de: 'Sprache', en: 'Language' },
  options: LANGUAGES.map((l) => ({ value: l.code, label: `${l.displayName} (${l.code})` })),
  admin: { readOnly: true },
}

/** The provider's message of a failed job, and when the job ran. */
export const jobResultFields: Field[] = [
  {
    name: 'error',
    type: 'textarea',
    label: { de: 'Fehlermeldung', en: 'Error' },
    admin: { readOnly: true, condition: (d) => Boolean(d?.error) },
  },
  germanDateField({
    name: 'startedAt',
    label: { de: 'Gestartet am', en: 'Started at' },
    admin: { readOnly: true, position: 'sidebar' },
  }),
  germanDateField({
    name: 'finishedAt',
    label: { de: 'Beendet am', en: 'Finished at' },
    admin: { readOnly: true, position: 'sidebar' },
  }),
]
