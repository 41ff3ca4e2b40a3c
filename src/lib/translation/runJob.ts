import type { Payload } from 'payload'

import type { TranslationJob } from '@payload-types'
import { failJob, finishJob, recordJob, startJob } from '@/lib/jobs/record'
import { plainGermanError } from '@/lib/jobs/plainGerman'
import { errorMessage, MAX_ERROR_LENGTH } from '@/lib/jobs/status'
import { readProviderSettings } from '@/lib/settings/providers'
import { asServer } from '@/lib/payload/readAs'

import { ProviderChooser } from './choose'
import type { TranslationProvider } from './provider'

/**
 * The frame of every translation job: marks it running, picks the
 * provider for its language (recorded on the job), runs `work`, and ends the job `done`,
 * or `error` with the reason in plain German (`plainGermanError`). Never throws.
 */
export async function runTranslationJob(
  payload: Payload,
  jobId: number,
  work: (job: TranslationJob, provider: TranslationProvider) => Promise<void>,
): Promise<void> {
  const job = await payload.findByID({
    collection: 'translation-jobs',
    id: jobId,
    depth: 0,
    ...asServer('Translation job (worker, no user): the job, read as the server.'),
  })
  try {
    await startJob(payload, 'translation-jobs', jobId)
    const provider = await new ProviderChooser(await readProviderSettings(payload)).providerFor(
      job.locale,
    )
    await recordJob(payload, 'translation-jobs', jobId, { provider: provider.name })
    await work(job, provider)
    await finishJob(payload, 'translation-jobs', jobId)
  } catch (error) {
    payload.logger.warn(
      `translation job ${jobId} (${job.subject} ${job.locale}) failed: ${errorMessage(error)}`,
    )
    // The job keeps the editor's version; the log above keeps the provider's own words.
    const reason = plainGermanError(error, 'Der KI-Dienst').slice(0, MAX_ERROR_LENGTH)
    await failJob(payload, 'translation-jobs', jobId, reason)
  }
}
