import type { CollectionConfig } from 'payload'

import { anyone, isStaff } from '../access'
import { revalidateCategory } from '../hooks/revalidate'
import { syncArticleAudience } from './hooks/syncArticleAudience'

/**
 * Article categories. `slugEn` is the URL segment
 * (`/category/{slugEn}`, `/patient/category/{slugEn}`); `label` is the editor key
 * (aligner, prevention, nutrition, microbiome, workflow, ...); `displayName` is localized.
 */
export const Categories: CollectionConfig = {
  slug: 'categories',
  labels: {
    singular: { de: 'Kategorie', en: 'Category' },
    plural: { de: 'Kategorien', en: 'Categories' },
  },
  admin: {
    useAsTitle: 'displayName',
    defaultColumns: ['displayName', 'slugEn', 'audience', 'sortOrder'],
    group: { de: 'Artikel (DE)', en: 'Articles (DE)' },
  },
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  hooks: {
    afterChange: [syncArticleAudience, revalidateCategory],
    afterDelete: [revalidateCategory],
  },
  fields: [
    {
      name: 'slug',
      label: { de: 'Kürzel (intern)', en: 'Slug' },
      type: 'text',
      required: true,
      unique: true,
      index: true,
    },
    {
      name: 'slugEn',
      label: { de: 'URL-Kürzel', en: 'URL slug' },
      type: 'text',
      required: true,
      unique: true,
      index: true,
    },
    { name: 'label', label: { de: 'Schlüssel', en: 'Key' }, type: 'text', required: true },
    {
      name: 'displayName',
      label: { de: 'Anzeigename', en: 'Display name' },
      type: 'text',
      required: true,
      localized: true,
    },
    {
      name: 'audience',
      label: { de: 'Zielgruppe', en: 'Audience' },
      type: 'select',
      required: true,
      defaultValue: 'doctor',
      options: [
        { label: { de: 'Ärzte', en: 'Doctors' }, value: 'doctor' },
        { label: { de: 'Patienten', en: 'Patients' }, value: 'patient' },
      ],
      index: true,
    },
    {
      name: 'sortOrder',
      label: { de: 'Reihenfolge', en: 'Sort order' },
      type: 'number',
      defaultValue: 0,
    },
  ],
}
