import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { findArticleAudio } from '@/lib/audio/reads'
import { relationId } from '@/lib/db/relationId'
import { runQueueSoon } from '@/lib/jobs/enqueue'
import { QUEUES } from '@/lib/jobs/status'
import { findStoredFile } from '@/lib/media/storedFile'

import { queueDemoAudio } from '../../scripts/seed/seed'
import { testPayload } from './helpers/payload'
import { waitForJobs } from './helpers/studioJobs'

/**
 * The seed's audio step (`npm run dev`, `npm run seed`) for one demo article, with the
 * built-in engine (espeak-ng, no speech provider configured) and the real job queue: the
 * job waits until a worker runs it, then the article has an MP3 a player can play.
 */

let payload: Payload
const made: { jobs: number[]; media: number[] } = { jobs: [], media: [] }

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  // The other files see the demo articles as seeded: without audio.
  for (const id of made.jobs)
    await payload.delete({ collection: 'audio-jobs', id, overrideAccess: true })
  for (const id of made.media)
    await payload.delete({ collection: 'media', id, overrideAccess: true })
})

describe('demo audio', () => {
  it('queues the German audio of a demo article, which the built-in engine speaks into an MP3 the article page plays', async () => {
    const { docs } = await payload.find({
      collection: 'articles',
      where: { audience: { equals: 'patient' }, isPremium: { not_equals: true } },
      sort: 'id',
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const article = docs[0]!
    const jobs = await queueDemoAudio(payload, [
      { id: article.id, title: article.title, audience: 'patient' },
    ])
    expect(jobs).toHaveLength(1)
    made.jobs.push(jobs[0]!.id)
    // Queued for the workers of the running app, not run by the seed's own process.
    expect(jobs[0]).toMatchObject({ status: 'pending', locale: 'de' })

    runQueueSoon(payload, QUEUES.audio)
    const job = (await waitForJobs(payload, 'audio-jobs', [jobs[0]!.id], 180_000)).get('de')!
    const mediaId = relationId(job.audio)
    if (mediaId) made.media.push(mediaId)
    expect(job, job.error ?? '').toMatchObject({
      status: 'done',
      audioStatus: 'ready',
      provider: 'espeak',
    })
    expect(job.durationSec).toBeGreaterThan(30)

    // What the article page's player and `GET /api/articles/{id}/audio` read (their cache
    // needs a Next server): the finished audio of the published text, and its stored file.
    const audio = await findArticleAudio(payload, article.id, 'de')
    expect(audio).not.toBeNull()
    const file = await findStoredFile(audio!)
    expect(file).not.toBeNull()
    const mp3 = Buffer.from(await new Response(await file!.read()).arrayBuffer())
    expect(mp3.length).toBe(file!.size)
    expect(mp3.length).toBeGreaterThan(50_000)
    // An ID3 tag, then MPEG audio frames (sync word: eleven set bits).
    expect(mp3.subarray(0, 3).toString('latin1')).toBe('ID3')
    const tagSize = ((mp3[6]! << 21) | (mp3[7]! << 14) | (mp3[8]! << 7) | mp3[9]!) + 10
    expect(mp3[tagSize]).toBe(0xff)
    expect(mp3[tagSize + 1]! & 0xe0).toBe(0xe0)
    // ffprobe reads it as one MP3 stream of about the job's duration.
    const dir = mkdtempSync(path.join(tmpdir(), 'demo-audio-'))
    const probe = (() => {
      try {
        writeFileSync(path.join(dir, 'audio.mp3'), mp3)
        return execFileSync(process.env.FFPROBE_PATH || 'ffprobe', [
          '-v',
          'error',
          '-show_entries',
          'stream=codec_name:format=duration',
          '-of',
          'json',
          path.join(dir, 'audio.mp3'),
        ]).toString()
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    })()
    const probed = JSON.parse(probe) as {
      streams: { codec_name: string }[]
      format: { duration: string }
    }
    expect(probed.streams.map((s) => s.codec_name)).toEqual(['mp3'])
    expect(Math.abs(Number(probed.format.duration) - job.durationSec!)).toBeLessThan(2)
  }, 240_000)
})
