import { createHash } from 'node:crypto'

import type { Payload } from 'payload'

import type { Article } from '@payload-types'
import { DEFAULT_LOCALE } from '@/i18n/localeCodes'
import type { Audience } from '@/lib/audience'
import { asServer } from '@/lib/payload/readAs'
import { defaultEditorConfig } from '@/lib/richtext/editorConfig'
import { articlePath } from '@/lib/routes'

import { openImageStore, type ImageStore } from './imageStore'
import type { ImportSourceKind, SourceAttachment, SourceItem } from './model'
import { prepareHtml } from './html'
import {
  FALLBACK_CATEGORY_SLUGS,
  planImport,
  type CategoryMap,
  type CategoryMappingRow,
  type ImportCounts,
  type ImportWarning,
  type JournalCategory,
  type PlannedItem,
} from './plan'
import { readExportFile } from './readExport'
import { loadRecords, saveRecord, type RecordIndex } from './records'
import { writeRedirects } from './redirects'
import { htmlToEditorState, uploadAttributes } from './richText'

/**
 * Writes of an import expire no cache entry one by one: the job expires the article,
 * category and page tags once at the end (docs/architecture.md, "Caching and revalidation").
 */
const BULK = { context: { disableRevalidate: true } }

/** What an import (or its dry run) is asked to do. */
export interface ImportRunOptions {
  source: ImportSourceKind
  /** The export file on disk. */
  file: string
  /** The images folder (or the unpacked ZIP), if the editor gave one. */
  imagesDir?: string | null
  categoryMap?: CategoryMap
  /** The source term that marks posts for patients (their new categories are patients'). */
  patientTag?: string | null
  dryRun: boolean
  /** Lets image downloads reach private addresses (tests against a local server only). */
  allowPrivateImages?: boolean
  /** Called after each item with the items done and in all. */
  onProgress?: (done: number, total: number) => Promise<void>
}

/** The dry-run report, and after an import what it did. */
export interface ImportReport {
  counts: ImportCounts
  categoryMapping: CategoryMappingRow[]
  warnings: ImportWarning[]
}

/** What the write path shares between items. */
interface Writer {
  payload: Payload
  source: ImportSourceKind
  records: RecordIndex
  images: ImageStore
  categoryIds: Map<string, number>
  mapping: Map<string, CategoryMappingRow>
  mediaIds: Map<string, number | null>
  counts: ImportCounts
  warnings: ImportWarning[]
  attachments: Map<string, SourceAttachment>
}

/**
 * Reads an export, maps it (`planImport`) and, unless `dryRun`, writes it: the new
 * categories, the images as media, posts as articles, pages as the journal's static pages,
 * and the old addresses as redirects. Every written document is recorded with its source id
 * (`records.ts`): a repeat updates what changed in the source and creates nothing twice, and
 * leaves alone (reporting `editedSinceImport`) a document an editor changed since. A failure
 * in one item is reported (`itemFailed`) and the rest continues. Runs as the server: it is
 * the import job or the CLI, started by an admin.
 */
export async function runImportFile(
  payload: Payload,
  options: ImportRunOptions,
): Promise<ImportReport> {
  const exported = await readExportFile(options.source, options.file)
  const images = await openImageStore({
    dir: options.imagesDir,
    siteUrl: exported.siteUrl,
    allowPrivate: options.allowPrivateImages,
  })
  const { docs: categoryDocs } = await payload.find({
    collection: 'categories',
    pagination: false,
    depth: 0,
    ...asServer('Import: every category of the journal, offered in the mapping.'),
  })
  const categories: JournalCategory[] = categoryDocs.map((c) => ({
    slug: c.slug,
    slugEn: c.slugEn,
    audience: c.audience,
  }))
  const records = await loadRecords(payload, options.source)
  const ours = new Set(records.idsOf('article'))
  const { docs: slugDocs } = await payload.find({
    collection: 'articles',
    pagination: false,
    depth: 0,
    trash: true,
    select: { slug: true },
    ...asServer('Import: article slugs already taken by documents of other origin.'),
  })
  const takenSlugs = new Set(
    slugDocs.filter((d) => !ours.has(d.id) && d.slug).map((d) => d.slug as string),
  )
  const plan = planImport(exported, {
    categories,
    categoryMap: options.categoryMap,
    takenSlugs,
    patientTag: options.patientTag,
    imageAvailability: (src) => images.availability(src),
  })
  if (options.dryRun)
    return { counts: plan.counts, categoryMapping: plan.categoryMapping, warnings: plan.warnings }

  const writer: Writer = {
    payload,
    source: options.source,
    records,
    images,
    categoryIds: new Map(categoryDocs.map((c) => [c.slug, c.id])),
    mapping: new Map(plan.categoryMapping.map((row) => [row.sourceSlug, row])),
    mediaIds: new Map(),
    counts: {
      articles: 0,
      pages: 0,
      categories: 0,
      media: 0,
      redirects: 0,
      skipped: plan.counts.skipped,
      updated: 0,
    },
    // Warnings of reading and mapping stay; missing images are reported when loading fails.
    warnings: plan.warnings.filter((w) => w.code !== 'missingImage'),
    attachments: new Map(exported.attachments.map((a) => [a.sourceId, a])),
  }
  let done = 0
  for (const planned of plan.items) {
    try {
      if (planned.action === 'article') await writeArticle(writer, planned)
      else if (planned.action === 'page') await writePage(writer, planned)
    } catch (error) {
      writer.counts.skipped++
      warn(writer, planned.item, 'itemFailed', `Nicht importiert: ${(error as Error).message}`)
    }
    done++
    await options.onProgress?.(done, plan.items.length)
  }
  return { counts: writer.counts, categoryMapping: plan.categoryMapping, warnings: writer.warnings }
}

function warn(
  writer: Writer,
  item: SourceItem,
  code: ImportWarning['code'],
  message: string,
): void {
  writer.warnings.push({ sourceId: item.sourceId, title: item.title, code, message })
}

/** A fingerprint of what the import writes for an item: equal means nothing to update. */
function contentHash(planned: PlannedItem, categoryId: number | null): string {
  const content = { ...planned.item, readWarnings: undefined }
  return createHash('sha256')
    .update(JSON.stringify({ content, slug: planned.slug, locale: planned.locale, categoryId }))
    .digest('hex')
}

async function writeArticle(writer: Writer, planned: PlannedItem): Promise<void> {
  const { payload, records } = writer
  const { item } = planned
  const categoryId = await categoryFor(writer, planned.categoryTerm, planned.audience)
  const hash = contentHash(planned, categoryId)
  const record = records.get('article', item.sourceId)
  const existing = record ? await currentDoc(payload, record.docId) : null
  if (existing && record?.docUpdatedAt && existing.updatedAt !== record.docUpdatedAt) {
    writer.counts.skipped++
    warn(
      writer,
      item,
      'editedSinceImport',
      'Seit dem letzten Import in der Redaktion geändert: bleibt unverändert.',
    )
    return
  }
  if (existing && record?.contentHash === hash) return

  const featureId = item.featureImage
    ? await mediaFor(writer, item, item.featureImage, item.featureImageAlt)
    : null
  const body = await bodyOf(writer, item)
  const data = {
    title: item.title,
    slug: planned.slug,
    abstract: item.excerpt ?? '',
    body,
    category: categoryId,
    authorName: item.authors.join(', ') || 'Redaktion',
    publishedAt: item.publishedAt,
    isPremium: item.membersOnly,
    image: featureId,
    canonicalUrl: item.canonicalUrl ?? undefined,
    _status: item.status === 'published' ? ('published' as const) : ('draft' as const),
  }
  const draft = data._status === 'draft'
  const reason = 'Import job (started by an admin): writes the imported article.'
  const doc = existing
    ? await payload.update({
        collection: 'articles',
        id: existing.id,
        data,
        locale: planned.locale,
        draft,
        ...BULK,
        ...asServer(reason),
      })
    : await payload.create({
        collection: 'articles',
        data,
        locale: planned.locale,
        draft,
        ...BULK,
        ...asServer(reason),
      })
  if (existing) writer.counts.updated++
  else writer.counts.articles++
  if (
    !existing &&
    item.status === 'scheduled' &&
    item.publishedAt &&
    new Date(item.publishedAt) > new Date()
  )
    await payload.jobs.queue({
      task: 'schedulePublish',
      waitUntil: new Date(item.publishedAt),
      queue: 'default',
      input: {
        type: 'publish',
        locale: planned.locale,
        doc: { relationTo: 'articles', value: doc.id },
      },
      ...asServer('Import: the scheduled post is published at its planned time.'),
    })
  // A German article by reference (the studio shows it); another language's version at
  // its own address.
  writer.counts.redirects += await writeRedirects(
    payload,
    item.oldPaths,
    planned.locale === DEFAULT_LOCALE
      ? { relationTo: 'articles', value: doc.id }
      : `/${planned.locale}${articlePath(doc.id)}`,
  )
  const written = await currentDoc(payload, doc.id)
  await saveRecord(payload, records, {
    source: writer.source,
    kind: 'article',
    sourceId: item.sourceId,
    docId: doc.id,
    contentHash: hash,
    docUpdatedAt: written?.updatedAt ?? doc.updatedAt,
  })
}

/** The article or page as the studio has it now (newest version, trash included), or null. */
async function currentDoc(
  payload: Payload,
  id: number,
  collection: 'articles' | 'pages' = 'articles',
) {
  return payload.findByID({
    collection,
    id,
    depth: 0,
    draft: true,
    trash: true,
    disableErrors: true,
    select: { updatedAt: true },
    ...asServer('Import: whether an imported document was changed since.'),
  })
}

async function writePage(writer: Writer, planned: PlannedItem): Promise<void> {
  const { payload, records } = writer
  const { item } = planned
  const slug = planned.pageSlug as 'about' | 'imprint' | 'privacy' | 'terms'
  const hash = contentHash(planned, null)
  const record = records.get('page', item.sourceId)
  const { docs } = await payload.find({
    collection: 'pages',
    where: { slug: { equals: slug } },
    depth: 0,
    limit: 1,
    draft: true,
    trash: true,
    ...asServer('Import: whether the journal already has this static page.'),
  })
  const existing = docs[0]
  if (
    existing &&
    (!record || record.docId !== existing.id || existing.updatedAt !== record.docUpdatedAt)
  ) {
    writer.counts.skipped++
    warn(
      writer,
      item,
      'editedSinceImport',
      `Die Seite „${slug}“ gibt es im Journal schon: bleibt unverändert.`,
    )
    // The old address still leads to the journal's own page.
    writer.counts.redirects += await writeRedirects(payload, item.oldPaths, `/${slug}`)
    return
  }
  if (existing && record?.contentHash === hash) return
  const data = {
    title: item.title,
    slug,
    content: await bodyOf(writer, item),
    _status: item.status === 'published' ? ('published' as const) : ('draft' as const),
  }
  const reason = 'Import job (started by an admin): writes the imported static page.'
  const draft = data._status === 'draft'
  const doc = existing
    ? await payload.update({
        collection: 'pages',
        id: existing.id,
        data,
        locale: planned.locale,
        draft,
        ...BULK,
        ...asServer(reason),
      })
    : await payload.create({
        collection: 'pages',
        data,
        locale: planned.locale,
        draft,
        ...BULK,
        ...asServer(reason),
      })
  if (existing) writer.counts.updated++
  else writer.counts.pages++
  writer.counts.redirects += await writeRedirects(payload, item.oldPaths, `/${slug}`)
  const written = await currentDoc(payload, doc.id, 'pages')
  await saveRecord(payload, records, {
    source: writer.source,
    kind: 'page',
    sourceId: item.sourceId,
    docId: doc.id,
    contentHash: hash,
    docUpdatedAt: written?.updatedAt ?? doc.updatedAt,
  })
}

/**
 * The item's body as rich text, its images uploaded as media first. Typed for the rich-text
 * fields it is written to (the editor's serialized state is that shape).
 */
async function bodyOf(writer: Writer, item: SourceItem): Promise<Article['body']> {
  const { findings } = prepareHtml(item.html, writer.attachments)
  for (const src of findings.images) await mediaFor(writer, item, src, null)
  const { html } = prepareHtml(item.html, writer.attachments, (src) => {
    const id = writer.mediaIds.get(src)
    return id ? uploadAttributes(id) : null
  })
  const state = htmlToEditorState(html, await defaultEditorConfig(writer.payload.config))
  return state as unknown as Article['body']
}

/** The media id of an image address: uploaded once per import source, then reused. */
async function mediaFor(
  writer: Writer,
  item: SourceItem,
  src: string,
  alt: string | null,
): Promise<number | null> {
  if (writer.mediaIds.has(src)) return writer.mediaIds.get(src) ?? null
  const record = writer.records.get('media', src)
  if (record) {
    writer.mediaIds.set(src, record.docId)
    return record.docId
  }
  const loaded = await writer.images.load(src)
  if ('error' in loaded) {
    writer.mediaIds.set(src, null)
    warn(writer, item, 'missingImage', `Bild nicht übernommen (${src}): ${loaded.error}`)
    return null
  }
  const doc = await writer.payload.create({
    collection: 'media',
    data: { alt: alt || item.title },
    file: {
      data: loaded.data,
      mimetype: loaded.mimeType,
      name: loaded.name,
      size: loaded.data.length,
    },
    ...asServer('Import job (started by an admin): uploads an image of the imported journal.'),
  })
  writer.mediaIds.set(src, doc.id)
  writer.counts.media++
  await saveRecord(writer.payload, writer.records, {
    source: writer.source,
    kind: 'media',
    sourceId: src,
    docId: doc.id,
    contentHash: null,
    docUpdatedAt: doc.updatedAt,
  })
  return doc.id
}

/**
 * The category id for an article's mapped term (null: the fallback category of its
 * audience). A category created here is for the audience of the first article that needs it.
 */
async function categoryFor(
  writer: Writer,
  term: string | null,
  audience: Audience,
): Promise<number> {
  const row = term ? writer.mapping.get(term) : undefined
  const choice = row?.choice ?? 'new'
  if (choice !== 'new') {
    const id = writer.categoryIds.get(choice)
    if (id) return id
  }
  const slug = term ?? FALLBACK_CATEGORY_SLUGS[audience]
  const known = writer.categoryIds.get(slug) ?? writer.records.get('category', slug)?.docId
  if (known) {
    writer.categoryIds.set(slug, known)
    return known
  }
  const doc = await writer.payload.create({
    collection: 'categories',
    data: {
      slug,
      slugEn: slug,
      label: slug,
      displayName: row?.name ?? (audience === 'patient' ? 'Importiert (Patienten)' : 'Importiert'),
      audience,
    },
    locale: 'de',
    ...BULK,
    ...asServer(
      'Import job (started by an admin): creates a category the editor confirmed as new.',
    ),
  })
  writer.categoryIds.set(slug, doc.id)
  writer.counts.categories++
  await saveRecord(writer.payload, writer.records, {
    source: writer.source,
    kind: 'category',
    sourceId: slug,
    docId: doc.id,
    contentHash: null,
    docUpdatedAt: doc.updatedAt,
  })
  return doc.id
}
