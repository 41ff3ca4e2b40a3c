/**
 * The intermediate model both importers produce (Ghost JSON in `ghost.ts`, WordPress WXR in
 * `wxr.ts`): everything the mapping (`plan.ts`) and the write path need, and nothing of
 * either format. Dates are ISO 8601 strings in UTC; HTML is the source's own markup.
 */

/** Where an export comes from. */
export type ImportSourceKind = 'ghost' | 'wordpress'

export const IMPORT_SOURCES = ['ghost', 'wordpress'] as const satisfies readonly ImportSourceKind[]

/** The journal's publication state an item will get. */
export type SourceStatus = 'published' | 'draft' | 'scheduled'

/** A Ghost tag, or a WordPress category or tag: candidates for the journal's categories. */
export interface SourceTerm {
  /** The source's slug (Ghost tag slug, WordPress nicename); the key of the category map. */
  slug: string
  name: string
  kind: 'tag' | 'category'
  /** Ghost internal tags (`#…`) are for the theme, not for readers. */
  internal: boolean
}

/** A post or page of the source. */
export interface SourceItem {
  /** Stable id in the source (Ghost object id, WordPress post id), kept on the import record. */
  sourceId: string
  kind: 'post' | 'page'
  title: string
  slug: string
  /** The body as HTML (Ghost's rendered `html`, WordPress `content:encoded`). */
  html: string
  excerpt: string | null
  status: SourceStatus
  /** When it was (or will be) published, ISO 8601; null for drafts that never were. */
  publishedAt: string | null
  /** ISO 8601 of the source's last change, when it names one. */
  updatedAt: string | null
  /** Display names, in the source's order. */
  authors: string[]
  /** Slugs of its terms, primary first. */
  terms: string[]
  /** Language code as the source names it (e.g. `en`, `de-DE`), or null. */
  language: string | null
  /** Ghost `visibility` members/paid/tiers: readable by members only. */
  membersOnly: boolean
  /** The featured image as a URL or export-relative path, or null. */
  featureImage: string | null
  featureImageAlt: string | null
  canonicalUrl: string | null
  /** Paths (with query, e.g. `/?p=12`) the source answered for this item. */
  oldPaths: string[]
  /** Why the item cannot be imported as it is, found while reading (e.g. a private post). */
  readWarnings: SourceWarning[]
}

/** A file the source lists on its own (WordPress attachments), by its source id. */
export interface SourceAttachment {
  sourceId: string
  url: string
  title: string
  alt: string | null
}

/** A warning found while reading or mapping one item. */
export interface SourceWarning {
  code: ImportWarningCode
  message: string
}

/**
 * Warning codes of the dry-run report and the import (stable: the studio screen keys its
 * German texts on them).
 */
export type ImportWarningCode =
  | 'unknownMarkup'
  | 'missingImage'
  | 'duplicateSlug'
  | 'noText'
  | 'noCategory'
  | 'unsupportedStatus'
  | 'pageNotMapped'
  | 'editedSinceImport'
  | 'itemFailed'
  | 'invalidCanonical'

/** A whole export, read. */
export interface SourceExport {
  source: ImportSourceKind
  /** The site's address as the export names it (WordPress `base_site_url`), or null. */
  siteUrl: string | null
  items: SourceItem[]
  terms: SourceTerm[]
  attachments: SourceAttachment[]
}
