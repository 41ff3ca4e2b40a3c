import type { Payload } from 'payload'

import { DEFAULT_LOCALE } from '@/i18n/locales'
import { failJob, finishJob, recordJob, startJob } from '@/lib/jobs/record'
import { errorMessage } from '@/lib/jobs/status'
import { readProviderSettings } from '@/lib/settings/providers'

import { planArticleTranslation, type ArticleSource } from './articleFields'
import { ProviderChooser } from './choose'
import { glossaryFor } from './glossary'

const idOf = (value: number | { id: number } | null | undefined): number | undefined =>
  typeof value === 'object' && value ? value.id : (value ?? undefined)

/**
 * Works off one article translation job (issue 7 §3): reads the German article, picks
 * DeepL or the LLM for the job's language, translates title, abstract, SEO fields and the
 * body's text nodes, and stores them in one update of the target locale (published for
 * that language alone, or into the draft of an unpublished article), marked `machine` for
 * review. Nothing is written unless every text was translated. The job ends `done`, or
 * `error` with the provider's message; it never throws.
 */
export async function runArticleTranslationJob(payload: Payload, jobId: number): Promise<void> {
  const job = await payload.findByID({ collection: 'translation-jobs', id: jobId, depth: 0, overrideAccess: true })
  try {
    await startJob(payload, 'translation-jobs', jobId)
    const articleId = idOf(job.article)
    if (!articleId) throw new Error('Der Auftrag hat keinen Artikel.')
    const provider = await new ProviderChooser(await readProviderSettings(payload)).providerFor(job.locale)
    await recordJob(payload, 'translation-jobs', jobId, { provider: provider.name })
    const read = (draft: boolean) =>
      payload.findByID({ collection: 'articles', id: articleId, locale: DEFAULT_LOCALE, fallbackLocale: false, depth: 0, overrideAccess: true, draft })
    // A published article is translated from its published German and the translation is
    // published for that language alone, so an editor's unpublished German draft stays a
    // draft. An article never published gets the translation in its draft.
    const live = await read(false)
    const published = live._status === 'published'
    const plan = planArticleTranslation((published ? live : await read(true)) as ArticleSource)
    const translated = await provider.translate(plan.texts, job.locale, { source: DEFAULT_LOCALE, glossary: await glossaryFor(payload, job.locale) })
    await payload.update({
      collection: 'articles',
      id: articleId,
      locale: job.locale,
      data: { ...plan.apply(translated), translationOrigin: 'machine' },
      overrideAccess: true,
      depth: 0,
      ...(published ? { publishSpecificLocale: job.locale } : { draft: true }),
    })
    await finishJob(payload, 'translation-jobs', jobId)
  } catch (error) {
    payload.logger.warn(`translation job ${jobId} (${job.locale}) failed: ${errorMessage(error)}`)
    await failJob(payload, 'translation-jobs', jobId, errorMessage(error))
  }
}
