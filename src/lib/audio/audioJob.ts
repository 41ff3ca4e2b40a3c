import type { Payload } from 'payload'

import { relationId } from '@/lib/db/relationId'
import { failJob, finishJob, recordJob, startJob } from '@/lib/jobs/record'
import { GermanJobError, plainGermanError } from '@/lib/jobs/plainGerman'
import { errorMessage, MAX_ERROR_LENGTH } from '@/lib/jobs/status'
import { readProviderSettings } from '@/lib/settings/providers'
import { asServer } from '@/lib/payload/readAs'

import { joinToMp3 } from './mp3'
import { chooseSpeechProvider } from './speech'
import { chunkText, spokenText } from './text'
import { spokenTextHash } from './textHash'

/**
 * Works off one audio job: the article in the job's language (no fallback:
 * German text is not read with another language's voice) is split into chunks the
 * provider accepts, synthesised chunk by chunk, joined into one MP3 by ffmpeg and stored
 * as a Media upload with its duration and the fingerprint of the text it speaks
 * (`textHash`, to tell later whether it still matches the published text). The job ends `done` with `audioStatus: ready`, or
 * `error`/`failed` with the provider's message; it never throws.
 */
export async function runAudioJob(payload: Payload, jobId: number): Promise<void> {
  const job = await payload.findByID({
    collection: 'audio-jobs',
    id: jobId,
    depth: 0,
    ...asServer('Audio job (worker, no user): the server reads the job as itself.'),
  })
  try {
    await startJob(payload, 'audio-jobs', jobId)
    await recordJob(payload, 'audio-jobs', jobId, { audioStatus: 'generating' })
    const settings = await readProviderSettings(payload)
    const provider = await chooseSpeechProvider(settings.speech)
    if (!provider)
      throw new GermanJobError(
        'Kein Sprachanbieter konfiguriert: Sprach-API-Schlüssel in den Einstellungen hinterlegen oder espeak-ng installieren.',
      )
    await recordJob(payload, 'audio-jobs', jobId, { provider: provider.name })
    const articleId = relationId(job.article)
    if (!articleId) throw new GermanJobError('Der Artikel wurde gelöscht.')
    const article = await payload.findByID({
      collection: 'articles',
      id: articleId,
      locale: job.locale,
      fallbackLocale: false,
      depth: 0,
      ...asServer("Audio job (worker, no user): the article's text in the job's language."),
    })
    const text = spokenText(article)
    if (!article.title || !text)
      throw new GermanJobError(
        `Der Artikel hat keinen Text in der Sprache „${job.locale}“. Bitte zuerst übersetzen.`,
      )
    const parts: Buffer[] = []
    for (const chunk of chunkText(text)) parts.push(await provider.synthesize(chunk, job.locale))
    const mp3 = await joinToMp3(parts, provider.extension)
    const media = await payload.create({
      collection: 'media',
      data: { alt: `Audio: ${article.title} (${job.locale})` },
      file: {
        data: mp3.data,
        mimetype: 'audio/mpeg',
        name: `article-${article.id}-${job.locale}-${jobId}.mp3`,
        size: mp3.data.length,
      },
      ...asServer('Audio job (worker, no user): the server stores the MP3 upload.'),
    })
    await finishJob(payload, 'audio-jobs', jobId, {
      audio: media.id,
      audioUrl: media.url ?? null,
      durationSec: mp3.durationSec,
      audioStatus: 'ready',
      textHash: spokenTextHash(article),
    })
  } catch (error) {
    payload.logger.warn(`audio job ${jobId} (${job.locale}) failed: ${errorMessage(error)}`)
    const reason = plainGermanError(error, 'Der Sprachdienst').slice(0, MAX_ERROR_LENGTH)
    await failJob(payload, 'audio-jobs', jobId, reason, { audioStatus: 'failed' })
  }
}
