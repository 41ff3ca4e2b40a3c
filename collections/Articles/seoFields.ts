import { MetaDescriptionField, MetaTitleField, OverviewField, PreviewField } from '@payloadcms/plugin-seo/fields'
import type { Field } from 'payload'

import { premiumContentAccess } from '../access'

/** schema.org types an editor may choose for an article (spec §3 schemaType). */
export const ARTICLE_SCHEMA_TYPES = ['Article', 'MedicalScholarlyArticle', 'ScholarlyArticle', 'MedicalWebPage', 'BlogPosting'] as const

/**
 * The article's SEO tab (spec §3 article SEO fields, issue 9 §3). Meta title and
 * description use `@payloadcms/plugin-seo`'s fields (length indicators, a completeness
 * overview and a search-result preview) under the spec's field names; the other fields
 * are plain. The AI fields condense the paid body and are gated like it.
 */
export const articleSeoFields: Field[] = [
  OverviewField({ titlePath: 'metaTitle', descriptionPath: 'metaDescription', imagePath: 'image' }),
  MetaTitleField({ hasGenerateFn: false, overrides: { name: 'metaTitle', label: 'Meta-Titel' } }),
  MetaDescriptionField({ hasGenerateFn: false, overrides: { name: 'metaDescription', label: 'Meta-Beschreibung' } }),
  PreviewField({ titlePath: 'metaTitle', descriptionPath: 'metaDescription' }),
  { name: 'canonicalUrl', type: 'text', admin: { description: 'Leer lassen: die Artikel-URL dieser Sprache ist kanonisch.' } },
  { name: 'ogTitle', type: 'text', localized: true },
  { name: 'ogDescription', type: 'textarea', localized: true },
  { name: 'ogImageUrl', type: 'text', admin: { description: 'Leer lassen: ein Vorschaubild (1200 × 630) wird aus dem Artikel erzeugt.' } },
  { name: 'keywords', type: 'text', hasMany: true, localized: true },
  {
    name: 'schemaType',
    type: 'select',
    defaultValue: 'MedicalScholarlyArticle',
    options: ARTICLE_SCHEMA_TYPES.map((v) => ({ label: v, value: v })),
  },
  { name: 'publisherName', type: 'text', defaultValue: 'Dentaljournal' },
  { name: 'llmSummary', type: 'textarea', localized: true, access: { read: premiumContentAccess } },
  { name: 'llmClaims', type: 'text', hasMany: true, localized: true, access: { read: premiumContentAccess } },
  { name: 'aimetaTxt', type: 'textarea', localized: true, access: { read: premiumContentAccess } },
]
