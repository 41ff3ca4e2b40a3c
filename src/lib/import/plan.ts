import type { Audience } from '@/lib/audience'
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/localeCodes'
import { isWebAddress } from '@/lib/urls/webAddress'

import { prepareHtml } from './html'
import type { ImportWarningCode, SourceExport, SourceItem, SourceTerm } from './model'

/** An existing category of the journal, as the mapping offers it. */
export interface JournalCategory {
  slug: string
  slugEn: string
  audience: Audience
}

/** Per source term: an existing category's `slug`, `'new'` or `'ignore'`. */
export type CategoryMap = Record<string, string>

/** The category that takes articles none of whose terms is mapped, per audience. */
export const FALLBACK_CATEGORY_SLUGS: Record<Audience, string> = {
  doctor: 'importiert',
  patient: 'importiert-patienten',
}

/** The counts of the report and of `GET /api/admin/imports/{id}`. */
export interface ImportCounts {
  articles: number
  pages: number
  categories: number
  media: number
  redirects: number
  skipped: number
  updated: number
}

/** One warning of the report: the item, a stable code, a German sentence. */
export interface ImportWarning {
  sourceId: string
  title: string
  code: ImportWarningCode
  message: string
}

/** One line of the category mapping the editor confirms. */
export interface CategoryMappingRow {
  sourceSlug: string
  name: string
  kind: SourceTerm['kind']
  /** Items that carry the term. */
  items: number
  /** The choice in force: an existing category slug, `'new'` or `'ignore'`. */
  choice: string
}

/** What will happen to one item. */
export interface PlannedItem {
  item: SourceItem
  /** `article`, `page` (one of the journal's static pages) or `skip`. */
  action: 'article' | 'page' | 'skip'
  /** The source term whose category the article gets (null: the fallback category). */
  categoryTerm: string | null
  /** The journal's page slug for `page`. */
  pageSlug: string | null
  locale: Locale
  /** Patients when the item carries the editor's patient tag, else dentists. */
  audience: Audience
  /** The article slug after making duplicates unique. */
  slug: string
  /** Every image address the item uses (feature image first). */
  images: string[]
}

/** The dry-run report, and the plan the import follows. */
export interface ImportPlan {
  counts: ImportCounts
  categoryMapping: CategoryMappingRow[]
  warnings: ImportWarning[]
  items: PlannedItem[]
}

/** How an image address can be had: from the uploaded files, from the web, or not at all. */
export type ImageAvailability = 'file' | 'url' | null

/** The journal's static pages and the source slugs that mean them (German and English). */
const PAGE_SLUGS: Record<string, string> = {
  about: 'about',
  'ueber-uns': 'about',
  'uber-uns': 'about',
  impressum: 'imprint',
  imprint: 'imprint',
  datenschutz: 'privacy',
  datenschutzerklaerung: 'privacy',
  privacy: 'privacy',
  'privacy-policy': 'privacy',
  agb: 'terms',
  nutzungsbedingungen: 'terms',
  terms: 'terms',
}

/**
 * Maps a read export onto the journal, writing nothing (docs/operations.md, "Moving an
 * existing journal"): posts become articles, pages one of the journal's static pages when
 * their slug names one (else skipped), each source term a category by the editor's
 * `categoryMap` (default: an existing category with the same slug, `new` for terms that are
 * some item's first term, `ignore` for the rest and for Ghost's internal tags). An article
 * takes the category of its first mapped term, else the fallback category of its audience
 * (patients when it carries `patientTag`, the term the editor picked). The language
 * is the source's when it names one of the journal's languages, German otherwise. Items
 * without text are skipped; duplicate slugs get `-2`, `-3`, … (`takenSlugs`: article slugs
 * the journal already uses for other documents). Counts: articles and pages to write,
 * categories to create, distinct images that can be had, old addresses, skipped items.
 */
export function planImport(
  source: SourceExport,
  options: {
    categories: JournalCategory[]
    categoryMap?: CategoryMap
    takenSlugs?: ReadonlySet<string>
    imageAvailability?: (src: string) => ImageAvailability
    /** The source term that marks items for patients (the editor picks it). */
    patientTag?: string | null
  },
): ImportPlan {
  const warnings: ImportWarning[] = []
  const warn = (item: SourceItem, code: ImportWarningCode, message: string) =>
    warnings.push({ sourceId: item.sourceId, title: item.title, code, message })
  const attachments = new Map(source.attachments.map((a) => [a.sourceId, a]))
  const available = options.imageAvailability ?? (() => null)

  const categoryMapping = mapTerms(source, options.categories, options.categoryMap ?? {})
  const choiceOf = new Map(categoryMapping.map((row) => [row.sourceSlug, row.choice]))
  const usedSlugs = new Set(options.takenSlugs ?? [])
  const newCategories = new Set<string>()
  const images = new Set<string>()
  const items: PlannedItem[] = []
  let redirects = 0

  for (const item of source.items) {
    for (const w of item.readWarnings) warn(item, w.code, w.message)
    const { findings } = prepareHtml(item.html, attachments)
    for (const tag of findings.unknownMarkup)
      warn(
        item,
        'unknownMarkup',
        `„${tag}“ hat im Editor keine Entsprechung; der Text bleibt erhalten.`,
      )
    const itemImages = [...(item.featureImage ? [item.featureImage] : []), ...findings.images]
    for (const src of itemImages) {
      if (available(src)) images.add(src)
      else warn(item, 'missingImage', `Bild nicht gefunden: ${src}`)
    }
    const planned: PlannedItem = {
      item,
      action: 'article',
      categoryTerm: null,
      pageSlug: null,
      locale: localeOf(item.language),
      audience:
        options.patientTag && item.terms.includes(options.patientTag) ? 'patient' : 'doctor',
      slug: item.slug,
      images: itemImages.filter((src) => available(src)),
    }
    if (!item.title || !findings.hasContent) {
      warn(
        item,
        'noText',
        item.title
          ? 'Beitrag ohne Text: wird übersprungen.'
          : 'Beitrag ohne Titel: wird übersprungen.',
      )
      items.push({ ...planned, action: 'skip' })
      continue
    }
    if (item.kind === 'page') {
      const pageSlug = PAGE_SLUGS[item.slug] ?? null
      if (!pageSlug) {
        warn(
          item,
          'pageNotMapped',
          `Die Seite „/${item.slug}/“ entspricht keiner Seite des Journals: wird übersprungen.`,
        )
        items.push({ ...planned, action: 'skip' })
        continue
      }
      items.push({ ...planned, action: 'page', pageSlug })
      redirects += item.oldPaths.length
      continue
    }
    // The journal stores only complete web addresses as canonical (validateCanonicalUrl):
    // anything else is left out rather than failing the post.
    if (item.canonicalUrl && !isWebAddress(item.canonicalUrl)) {
      warn(
        item,
        'invalidCanonical',
        `Die kanonische Adresse „${item.canonicalUrl}“ ist keine vollständige Webadresse: wird weggelassen.`,
      )
      planned.item = { ...item, canonicalUrl: null }
    }
    const categoryTerm = item.terms.find((t) => (choiceOf.get(t) ?? 'ignore') !== 'ignore') ?? null
    if (categoryTerm === null) {
      const fallback = FALLBACK_CATEGORY_SLUGS[planned.audience]
      warn(item, 'noCategory', `Keine zugeordnete Kategorie: kommt in „${fallback}“.`)
      if (!options.categories.some((c) => c.slug === fallback)) newCategories.add(fallback)
    } else if (choiceOf.get(categoryTerm) === 'new') newCategories.add(categoryTerm)
    const slug = uniqueSlug(item.slug, usedSlugs)
    if (slug !== item.slug)
      warn(item, 'duplicateSlug', `Das Kürzel „${item.slug}“ ist schon vergeben: wird „${slug}“.`)
    usedSlugs.add(slug)
    items.push({ ...planned, categoryTerm, slug })
    redirects += item.oldPaths.length
  }

  return {
    counts: {
      articles: items.filter((p) => p.action === 'article').length,
      pages: items.filter((p) => p.action === 'page').length,
      categories: newCategories.size,
      media: images.size,
      redirects,
      skipped: items.filter((p) => p.action === 'skip').length,
      updated: 0,
    },
    categoryMapping,
    warnings,
    items,
  }
}

/** The mapping rows with the editor's choices applied over the defaults. */
function mapTerms(
  source: SourceExport,
  categories: JournalCategory[],
  categoryMap: CategoryMap,
): CategoryMappingRow[] {
  const uses = new Map<string, number>()
  const primary = new Set<string>()
  const internal = new Set(source.terms.filter((t) => t.internal).map((t) => t.slug))
  for (const item of source.items) {
    for (const t of new Set(item.terms)) uses.set(t, (uses.get(t) ?? 0) + 1)
    const first = item.terms.find((t) => !internal.has(t))
    if (first && item.kind === 'post') primary.add(first)
  }
  const known = new Set(categories.map((c) => c.slug))
  return source.terms
    .filter((t) => (uses.get(t.slug) ?? 0) > 0)
    .map((t) => {
      const existing = categories.find((c) => c.slug === t.slug || c.slugEn === t.slug)
      const fallback = t.internal
        ? 'ignore'
        : existing
          ? existing.slug
          : primary.has(t.slug)
            ? 'new'
            : 'ignore'
      const asked = categoryMap[t.slug]
      const choice =
        asked && (asked === 'new' || asked === 'ignore' || known.has(asked)) ? asked : fallback
      return {
        sourceSlug: t.slug,
        name: t.name,
        kind: t.kind,
        items: uses.get(t.slug) ?? 0,
        choice,
      }
    })
}

/** `de-DE`, `en_US`, `EN` → the journal's code; unknown or none → German. */
export function localeOf(language: string | null): Locale {
  const code = language?.trim().toLowerCase().split(/[-_]/)[0]
  // Norwegian Bokmål and Nynorsk are the journal's Norwegian.
  const journalCode = code === 'nb' || code === 'nn' ? 'no' : code
  return isLocale(journalCode) ? journalCode : DEFAULT_LOCALE
}

function uniqueSlug(slug: string, used: ReadonlySet<string>): string {
  if (!used.has(slug)) return slug
  for (let n = 2; ; n++) if (!used.has(`${slug}-${n}`)) return `${slug}-${n}`
}
