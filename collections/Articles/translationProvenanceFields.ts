import type { Field } from 'payload'

import { isStaffField } from '../access'

/**
 * Who made and who reviewed a language version (per locale, docs/i18n.md "Translation
 * provenance"). Written only by the server: the translation job records the machine
 * translator (`translationProvider`, the LLM's `translationModel`), and
 * `./hooks/recordTranslationReview` records the reviewer and the time when an editor sets
 * "Geprüft". The studio shows them read-only; whatever a browser sends for them is replaced.
 */
export const translationProvenanceFields: Field[] = [
  {
    name: 'translationProvider',
    type: 'select',
    localized: true,
    label: { de: 'Maschinell übersetzt mit', en: 'Machine-translated with' },
    options: [
      { value: 'deepl', label: 'DeepL' },
      { value: 'llm', label: { de: 'KI (LLM)', en: 'AI (LLM)' } },
    ],
    admin: {
      position: 'sidebar',
      readOnly: true,
      condition: (data) => Boolean(data?.translationProvider),
    },
  },
  {
    name: 'translationModel',
    type: 'text',
    localized: true,
    label: { de: 'KI-Modell der Übersetzung', en: 'AI model of the translation' },
    admin: {
      position: 'sidebar',
      readOnly: true,
      condition: (data) => Boolean(data?.translationModel),
    },
  },
  {
    name: 'translationReviewedBy',
    type: 'relationship',
    relationTo: 'users',
    localized: true,
    label: { de: 'Geprüft von (Konto)', en: 'Reviewed by (account)' },
    access: { read: isStaffField },
    admin: { position: 'sidebar', readOnly: true, hidden: true },
  },
  {
    // The reviewer's name as it was when they reviewed: what readers see.
    name: 'translationReviewerName',
    type: 'text',
    localized: true,
    label: { de: 'Geprüft von', en: 'Reviewed by' },
    admin: {
      position: 'sidebar',
      readOnly: true,
      condition: (data) => data?.translationOrigin === 'reviewed',
    },
  },
  {
    name: 'translationReviewedAt',
    type: 'date',
    localized: true,
    label: { de: 'Geprüft am', en: 'Reviewed at' },
    admin: {
      position: 'sidebar',
      readOnly: true,
      date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd.MM.yyyy HH:mm' },
      condition: (data) => data?.translationOrigin === 'reviewed',
    },
  },
]
