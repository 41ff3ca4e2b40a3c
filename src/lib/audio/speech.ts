import OpenAI from 'openai'

import { runTool } from '@/lib/server/runTool'
import type { SpeechSettings } from '@/lib/settings/providers'

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

/** Voice codes espeak-ng accepts as `-v` values: letters, digits and hyphens only. */
const VOICE = /^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/

/**
 * The offline fallback: Debian's `espeak-ng`, when installed, writing WAV to stdout.
 * Robotic, but lets a fresh machine produce audio without any key. The text (which starts
 * with the article's title) is read from stdin: on the command line, a title such as
 * `-f/proc/self/environ` would be an option that makes espeak-ng speak a server file.
 * Throws for a locale that is no voice code, and with espeak-ng's message when it fails.
 */
export class EspeakSpeech implements SpeechProvider {
  readonly name = 'espeak' as const
  readonly extension = 'wav' as const

  async synthesize(text: string, locale: string): Promise<Buffer> {
    const voice = ESPEAK_VOICES[locale] ?? locale
    if (!VOICE.test(voice)) throw new Error(`No espeak-ng voice for locale "${locale}"`)
    const { stdout } = await runTool(espeakBinary(), ['-v', voice, '--stdout', '--stdin'], {
      input: text,
      maxBuffer: 512 * 1024 * 1024,
      passEnv: ['ESPEAK_DATA_PATH'],
    })
    return stdout
  }
}

const espeakBinary = () => process.env.ESPEAK_PATH || 'espeak-ng'

/** Whether espeak-ng can be started here. */
export async function espeakAvailable(): Promise<boolean> {
  try {
    await runTool(espeakBinary(), ['--version'], { timeoutMs: 10_000 })
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
