import type { Field } from 'payload'

import { premiumContentAccess } from '../access'

/** schema.org types an editor may choose for an article (spec §3 schemaType). */
export const ARTICLE_SCHEMA_TYPES = [
  'Article',
  'MedicalScholarlyArticle',
  'ScholarlyArticle',
  'MedicalWebPage',
  'BlogPosting',
] as const

/**
 * The article's SEO tab (spec §3 article SEO fields, issue 9 §3). Empty meta fields fall
 * back to the title and abstract on the page. (`@payloadcms/plugin-seo` is not used: its
 * newest release, 3.90.1, fails Payload 3.90.2's dependency check.) The AI fields condense
 * the paid body and are gated like it.
 */
export const articleSeoFields: Field[] = [
  {
    name: 'metaTitle',
    type: 'text',
    localized: true,
    admin: {
      description: 'Empfohlen: höchstens 60 Zeichen. Leer lassen: der Titel wird verwendet.',
    },
  },
  {
    name: 'metaDescription',
    type: 'textarea',
    localized: true,
    admin: { description: 'Empfohlen: 50–160 Zeichen. Leer lassen: der Abstract wird verwendet.' },
  },
  {
    name: 'canonicalUrl',
    type: 'text',
    admin: { description: 'Leer lassen: die Artikel-URL dieser Sprache ist kanonisch.' },
  },
  { name: 'ogTitle', type: 'text', localized: true },
  { name: 'ogDescription', type: 'textarea', localized: true },
  {
    name: 'ogImageUrl',
    type: 'text',
    admin: {
      description: 'Leer lassen: ein Vorschaubild (1200 × 630) wird aus dem Artikel erzeugt.',
    },
  },
  { name: 'keywords', type: 'text', hasMany: true, localized: true },
  {
    name: 'schemaType',
    type: 'select',
    defaultValue: 'MedicalScholarlyArticle',
    options: ARTICLE_SCHEMA_TYPES.map((v) => ({ label: v, value: v })),
  },
  { name: 'publisherName', type: 'text', defaultValue: 'Dentaljournal' },
  { name: 'llmSummary', type: 'textarea', localized: true, access: { read: premiumContentAccess } },
  {
    name: 'llmClaims',
    type: 'text',
    hasMany: true,
    localized: true,
    access: { read: premiumContentAccess },
  },
  { name: 'aimetaTxt', type: 'textarea', localized: true, access: { read: premiumContentAccess } },
]
