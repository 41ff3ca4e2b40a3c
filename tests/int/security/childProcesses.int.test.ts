import { execFileSync } from 'node:child_process'
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { joinToMp3 } from '@/lib/audio/mp3'
import { EspeakSpeech } from '@/lib/audio/speech'
import { queueAudio } from '@/lib/jobs/enqueue'

import { testPayload } from '../helpers/payload'
import { articleJanitor, publishedPatientArticle, waitForJobs } from '../helpers/studioJobs'

/**
 * Finding (high): espeak-ng got the article's text as its last argument, and the title
 * comes first, so an editor who titled an article `-f/proc/self/environ` received an MP3
 * of the server's environment (its secrets). Text now goes to espeak-ng on stdin, and
 * every tool the server starts gets only PATH and what it needs
 * (src/lib/server/runTool.ts).
 */
let workDir: string
let payload: Payload
const janitor = articleJanitor(() => payload)

/** A file whose content must never be spoken. */
let secretFile: string

beforeAll(async () => {
  payload = await testPayload()
  workDir = mkdtempSync(path.join(tmpdir(), 'dj-child-'))
  secretFile = path.join(workDir, 'geheim.txt')
  writeFileSync(secretFile, 'Der geheime Schlüssel lautet Kaninchen Pfannkuchen.')
})

afterAll(async () => {
  delete process.env.ESPEAK_PATH
  delete process.env.FFMPEG_PATH
  await janitor.removeAll()
  rmSync(workDir, { recursive: true, force: true })
})

/** espeak-ng speaking `text` read from a file: what speaking exactly that text sounds like. */
function spokenFromFile(text: string, voice = 'de'): Buffer {
  const file = path.join(workDir, 'text.txt')
  writeFileSync(file, text)
  return execFileSync('espeak-ng', ['-v', voice, '--stdout', '-f', file], {
    maxBuffer: 64 * 1024 * 1024,
  })
}

describe('no text becomes a command-line option of espeak-ng', () => {
  it.each(['-f/etc/hostname', '--help', '-w/tmp/überschrieben.wav'])(
    'speaks the title %s itself',
    async (title) => {
      const audio = await new EspeakSpeech().synthesize(title, 'de')
      expect(audio.subarray(0, 4).toString('latin1')).toBe('RIFF')
      expect(audio.equals(spokenFromFile(title))).toBe(true)
    },
  )

  it('never speaks the file a title names', async () => {
    const title = `-f${secretFile}`
    const audio = await new EspeakSpeech().synthesize(title, 'de')
    expect(audio.equals(spokenFromFile(readFileSync(secretFile, 'utf8')))).toBe(false)
    expect(audio.equals(spokenFromFile(title))).toBe(true)
  })

  it('refuses a locale that is no voice code instead of passing it on', async () => {
    await expect(new EspeakSpeech().synthesize('Hallo', '--stdin')).rejects.toThrow(/voice/)
  })
})

describe('the audio job starts its tools with fixed arguments and a minimal environment', () => {
  /** A wrapper that records its arguments and environment, then runs the real tool. */
  function recordingWrapper(tool: string): { script: string; log: string } {
    const script = path.join(workDir, `${tool}-wrapper.sh`)
    const log = path.join(workDir, `${tool}.log`)
    writeFileSync(
      script,
      `#!/bin/sh\nprintf 'ARG:%s\\n' "$@" >> '${log}'\nenv | sed 's/^/ENV:/' >> '${log}'\nexec ${tool} "$@"\n`,
    )
    chmodSync(script, 0o755)
    return { script, log }
  }

  it('an article titled "-f/etc/hostname" gets audio of its title, and no tool sees a secret', async () => {
    const espeak = recordingWrapper('espeak-ng')
    const ffmpeg = recordingWrapper('ffmpeg')
    process.env.ESPEAK_PATH = espeak.script
    process.env.FFMPEG_PATH = ffmpeg.script
    const article = await publishedPatientArticle(payload, '-f/etc/hostname', 'Kurzer Text.')
    janitor.track(article.id)
    const job = await queueAudio(payload, { id: article.id, title: article.title }, 'de')
    const done = (await waitForJobs(payload, 'audio-jobs', [job.id], 60_000)).get('de')!
    expect(done).toMatchObject({ status: 'done', audioStatus: 'ready', provider: 'espeak' })

    for (const { log } of [espeak, ffmpeg]) {
      const lines = readFileSync(log, 'utf8').split('\n')
      const args = lines.filter((l) => l.startsWith('ARG:')).map((l) => l.slice(4))
      const env = lines.filter((l) => l.startsWith('ENV:')).map((l) => l.slice(4).split('=')[0])
      expect(args.join(' ')).not.toContain('hostname')
      expect(args.join(' ')).not.toContain('Kurzer Text')
      for (const secret of ['PAYLOAD_SECRET', 'DATABASE_URL', 'MEDIA_DIR']) {
        expect(process.env[secret], 'the test process has it').toBeTruthy()
        expect(env, log).not.toContain(secret)
      }
    }
    expect(readFileSync(espeak.log, 'utf8')).toContain('ARG:--stdin')
  })
})

describe('ffmpeg reads the parts as the format they claim', () => {
  it('refuses a "WAV" part that is a playlist naming a server file', async () => {
    const wav = spokenFromFile('Hallo')
    const victim = path.join(workDir, 'victim.wav')
    writeFileSync(victim, wav)
    const playlist = Buffer.from(`ffconcat version 1.0\nfile '${victim}'\n`)
    const hls = Buffer.from(
      `#EXTM3U\n#EXT-X-TARGETDURATION:1\n#EXTINF:1,\nfile://${victim}\n#EXT-X-ENDLIST\n`,
    )
    await expect(joinToMp3([playlist], 'wav')).rejects.toThrow()
    await expect(joinToMp3([hls], 'mp3')).rejects.toThrow()
    // Real parts still join.
    expect((await joinToMp3([wav, wav], 'wav')).durationSec).toBeGreaterThan(0)
  })
})
