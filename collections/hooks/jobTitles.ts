import type {
  CollectionAfterChangeHook,
  CollectionBeforeDeleteHook,
  CollectionBeforeChangeHook,
  Payload,
  PayloadRequest,
} from 'payload'
import { isolateObjectProperty } from 'payload'

import { DEFAULT_LOCALE } from '@/i18n/locales'
import { relationId } from '@/lib/db/relationId'
import { jobTitle } from '@/lib/jobs/jobTitle'
import { asServer } from '@/lib/payload/readAs'

/** The German title of an article (the title jobs are named after), or null when it is gone. */
async function germanTitle(payload: Payload, articleId: number): Promise<string | null> {
  const article = await payload
    .findByID({
      collection: 'articles',
      id: articleId,
      locale: DEFAULT_LOCALE,
      draft: true,
      depth: 0,
      ...asServer(
        "Hook: the server names a job after the article's German draft title, as itself.",
      ),
      select: { title: true },
    })
    .catch(() => null)
  return article?.title ?? null
}

type JobData = {
  subject?: 'article' | 'uiStrings' | null
  article?: number | { id: number } | null
  articleTitle?: string | null
  locale?: string
  title?: string | null
}

/**
 * Names a translation or audio job on creation (its `title`, the studio's `useAsTitle`) after
 * the article's German title and the target language. Renaming the article renames the job
 * (`renameArticleJobs`).
 */
export function nameJob(kind: 'translation' | 'audio'): CollectionBeforeChangeHook {
  return async ({ data, operation, req }) => {
    const job = data as JobData
    if (operation !== 'create' || job.title) return data
    const articleId = relationId(job.article)
    const articleTitle =
      job.articleTitle ??
      (articleId && job.subject !== 'uiStrings' ? await germanTitle(req.payload, articleId) : null)
    job.title = jobTitle({ kind, subject: job.subject, articleTitle, locale: String(job.locale) })
    return data
  }
}

/**
 * The German text of a localized field: restoring a version hands hooks the previous
 * document with every language (`{ de, en, … }`), a save the current language's string.
 */
function germanText(value: unknown): string {
  if (value && typeof value === 'object')
    return String((value as Record<string, unknown>)[DEFAULT_LOCALE] ?? '')
  return String(value ?? '')
}

/**
 * The request for writing job rows from an article hook: the same transaction, but its own
 * context. Restoring a version marks the request's context `isRestoringVersion`, which makes
 * Payload skip filling in fields a write leaves out; a job update inheriting that mark
 * would fail the job's required fields (language, status) and with it the restore.
 */
function jobWriteRequest(req: PayloadRequest): PayloadRequest {
  const own = isolateObjectProperty(req, 'context')
  own.context = { ...req.context, isRestoringVersion: false }
  return own
}

/**
 * A renamed article renames its jobs: when the German title changes, every translation and
 * audio job of the article gets the new title (audio jobs also their `articleTitle`).
 */
export const renameArticleJobs: CollectionAfterChangeHook = async ({
  doc,
  previousDoc,
  req: outerReq,
}) => {
  const locale = outerReq.locale && outerReq.locale !== 'all' ? outerReq.locale : DEFAULT_LOCALE
  if (locale !== DEFAULT_LOCALE || !previousDoc) return doc
  const articleTitle = germanText(doc.title)
  if (articleTitle === germanText(previousDoc.title)) return doc
  const where = { article: { equals: doc.id } }
  const options = { depth: 0, req: jobWriteRequest(outerReq) } as const
  const why = "Hook: the server renames the article's jobs (closed to API writes) as itself."
  const translations = await outerReq.payload.find({
    collection: 'translation-jobs',
    where,
    limit: 0,
    ...options,
    ...asServer(why),
  })
  for (const job of translations.docs)
    await outerReq.payload.update({
      collection: 'translation-jobs',
      id: job.id,
      data: { title: jobTitle({ kind: 'translation', articleTitle, locale: job.locale }) },
      ...options,
      ...asServer(why),
    })
  const audio = await outerReq.payload.find({
    collection: 'audio-jobs',
    where,
    limit: 0,
    ...options,
    ...asServer(why),
  })
  for (const job of audio.docs)
    await outerReq.payload.update({
      collection: 'audio-jobs',
      id: job.id,
      data: { articleTitle, title: jobTitle({ kind: 'audio', articleTitle, locale: job.locale }) },
      ...options,
      ...asServer(why),
      context: { disableRevalidate: true },
    })
  return doc
}

/**
 * A deleted article takes its jobs along: its translation jobs, its audio jobs and their
 * MP3 files (Media uploads, which removes the files from disk). Runs before the delete,
 * in its transaction: afterwards the jobs' article reference is already cleared.
 */
export const removeArticleJobs: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const where = { article: { equals: id } }
  const audio = await req.payload.find({
    collection: 'audio-jobs',
    where,
    limit: 0,
    depth: 0,
    ...asServer(
      "Delete hook: the server lists the article's audio jobs (staff only) to remove their MP3s.",
    ),
    req,
  })
  const media = audio.docs.map((job) => relationId(job.audio as number | null)).filter(Boolean)
  await req.payload.delete({
    collection: 'audio-jobs',
    where,
    ...asServer(
      'Both deletes: jobs are closed to API writes; the server removes them in this transaction.',
    ),
    req,
  })
  await req.payload.delete({
    collection: 'translation-jobs',
    where,
    ...asServer(
      'Both deletes: jobs are closed to API writes; the server removes them in this transaction.',
    ),
    req,
  })
  if (media.length)
    await req.payload.delete({
      collection: 'media',
      where: { id: { in: media } },
      ...asServer("The jobs' MP3 uploads go with them, whoever deleted the article."),
      req,
    })
}
