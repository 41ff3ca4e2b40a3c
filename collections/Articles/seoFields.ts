import type { Field } from 'payload'

import { premiumContentAccess } from '../access'
import { validateCanonicalUrl } from './validation'

/** schema.org types an editor may choose for an article (`schemaType`). */
export const ARTICLE_SCHEMA_TYPES = [
  'Article',
  'MedicalScholarlyArticle',
  'ScholarlyArticle',
  'MedicalWebPage',
  'BlogPosting',
] as const

/** How the studio names each schema.org type (German first, the schema.org name kept). */
const SCHEMA_TYPE_LABELS: Record<
  (typeof ARTICLE_SCHEMA_TYPES)[number],
  { de: string; en: string }
> = {
  Article: { de: 'Artikel (Article)', en: 'Article' },
  MedicalScholarlyArticle: {
    de: 'Medizinischer Fachartikel (MedicalScholarlyArticle)',
    en: 'Medical scholarly article',
  },
  ScholarlyArticle: {
    de: 'Wissenschaftlicher Artikel (ScholarlyArticle)',
    en: 'Scholarly article',
  },
  MedicalWebPage: { de: 'Medizinische Webseite (MedicalWebPage)', en: 'Medical web page' },
  BlogPosting: { de: 'Blogbeitrag (BlogPosting)', en: 'Blog post' },
}

/**
 * The article's SEO tab. Empty meta fields fall
 * back to the title and abstract on the page. (`@payloadcms/plugin-seo` is not used: its
 * newest release, 3.90.1, fails Payload 3.90.2's dependency check.) The AI fields condense
 * the paid body and are gated like it.
 */
export const articleSeoFields: Field[] = [
  {
    name: 'metaTitle',
    label: { de: 'Meta-Titel', en: 'Meta title' },
    type: 'text',
    localized: true,
    admin: {
      description: 'Empfohlen: höchstens 60 Zeichen. Leer lassen: der Titel wird verwendet.',
    },
  },
  {
    name: 'metaDescription',
    label: { de: 'Meta-Beschreibung', en: 'Meta description' },
    type: 'textarea',
    localized: true,
    admin: { description: 'Empfohlen: 50–160 Zeichen. Leer lassen: der Abstract wird verwendet.' },
  },
  {
    name: 'canonicalUrl',
    label: { de: 'Kanonische URL', en: 'Canonical URL' },
    type: 'text',
    validate: validateCanonicalUrl,
    admin: { description: 'Leer lassen: die Artikel-URL dieser Sprache ist kanonisch.' },
  },
  {
    name: 'ogTitle',
    label: { de: 'Titel für soziale Netzwerke (og:title)', en: 'Social title (og:title)' },
    type: 'text',
    localized: true,
  },
  {
    name: 'ogDescription',
    label: {
      de: 'Beschreibung für soziale Netzwerke (og:description)',
      en: 'Social description (og:description)',
    },
    type: 'textarea',
    localized: true,
  },
  {
    name: 'ogImageUrl',
    label: { de: 'Bild-URL für soziale Netzwerke (og:image)', en: 'Social image URL (og:image)' },
    type: 'text',
    admin: {
      description: 'Leer lassen: ein Vorschaubild (1200 × 630) wird aus dem Artikel erzeugt.',
    },
  },
  {
    name: 'keywords',
    label: { de: 'Schlagwörter', en: 'Keywords' },
    type: 'text',
    hasMany: true,
    localized: true,
  },
  {
    name: 'schemaType',
    label: { de: 'Schema-Typ (schema.org)', en: 'Schema type (schema.org)' },
    type: 'select',
    defaultValue: 'MedicalScholarlyArticle',
    options: ARTICLE_SCHEMA_TYPES.map((v) => ({ label: SCHEMA_TYPE_LABELS[v], value: v })),
  },
  {
    name: 'publisherName',
    label: { de: 'Herausgeber', en: 'Publisher' },
    type: 'text',
    defaultValue: 'Dentaljournal',
  },
  {
    name: 'llmSummary',
    label: { de: 'KI-Zusammenfassung', en: 'AI summary' },
    type: 'textarea',
    localized: true,
    access: { read: premiumContentAccess },
  },
  {
    name: 'llmClaims',
    label: { de: 'KI-Kernaussagen', en: 'AI key claims' },
    type: 'text',
    hasMany: true,
    localized: true,
    access: { read: premiumContentAccess },
  },
  {
    name: 'aimetaTxt',
    label: { de: 'aimeta.txt', en: 'aimeta.txt' },
    type: 'textarea',
    localized: true,
    access: { read: premiumContentAccess },
  },
]
