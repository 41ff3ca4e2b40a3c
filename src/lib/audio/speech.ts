import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

import OpenAI from 'openai'

import type { SpeechSettings } from '@/lib/settings/providers'

const run = promisify(execFile)

/** A speech synthesiser: text in, audio bytes out (`extension` tells the format). */
export type SpeechProvider = {
  readonly name: 'openai' | 'espeak'
  readonly extension: 'mp3' | 'wav'
  synthesize(text: string, locale: string): Promise<Buffer>
}

/**
 * Speech through an OpenAI-compatible `/audio/speech` endpoint with the `openai` library;
 * the library retries 429 and 5xx with backoff.
 */
export class OpenAiSpeech implements SpeechProvider {
  readonly name = 'openai' as const
  readonly extension = 'mp3' as const
  private readonly client: OpenAI

  constructor(private readonly settings: SpeechSettings) {
    this.client = new OpenAI({
      apiKey: settings.apiKey,
      baseURL: settings.baseURL,
      maxRetries: 4,
      timeout: 300_000,
    })
  }

  async synthesize(text: string): Promise<Buffer> {
    const response = await this.client.audio.speech.create({
      model: this.settings.model,
      voice: this.settings.voice as 'alloy',
      input: text,
      response_format: 'mp3',
    })
    return Buffer.from(await response.arrayBuffer())
  }
}

/** espeak-ng voice names that differ from our short codes. */
const ESPEAK_VOICES: Record<string, string> = { no: 'nb', zh: 'cmn', tl: 'fil' }

/**
 * The offline fallback: Debian's `espeak-ng`, when installed, writing WAV to
 * stdout. Robotic, but lets a fresh machine produce audio without any key.
 */
export class EspeakSpeech implements SpeechProvider {
  readonly name = 'espeak' as const
  readonly extension = 'wav' as const

  async synthesize(text: string, locale: string): Promise<Buffer> {
    const { stdout } = await run(
      espeakBinary(),
      ['-v', ESPEAK_VOICES[locale] ?? locale, '--stdout', text],
      {
        encoding: 'buffer',
        maxBuffer: 512 * 1024 * 1024,
      },
    )
    return stdout
  }
}

const espeakBinary = () => process.env.ESPEAK_PATH || 'espeak-ng'

/** Whether espeak-ng can be started here. */
export async function espeakAvailable(): Promise<boolean> {
  try {
    await run(espeakBinary(), ['--version'])
    return true
  } catch {
    return false
  }
}

/**
 * The speech provider to use: the configured OpenAI-compatible API, else espeak-ng when
 * installed, else `null` (the job fails with a clear message).
 */
export async function chooseSpeechProvider(
  settings: SpeechSettings | null,
): Promise<SpeechProvider | null> {
  if (settings) return new OpenAiSpeech(settings)
  return (await espeakAvailable()) ? new EspeakSpeech() : null
}
