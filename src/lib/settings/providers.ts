import type { Payload } from 'payload'

import { decryptSecret } from '@/lib/crypto/secrets'

import { DEFAULT_AI_MODEL, DEFAULT_SPEECH_MODEL, DEFAULT_SPEECH_VOICE } from './defaults'

/** DeepL access: the key and, for tests or a proxy, another server URL. */
export type DeeplSettings = { apiKey: string; serverUrl?: string }
/** An OpenAI-compatible API: key, base URL (undefined = api.openai.com) and model. */
export type AiSettings = { apiKey: string; baseURL?: string; model: string }
export type SpeechSettings = AiSettings & { voice: string }

/** The external providers the jobs may use; `null` = not configured. */
export type ProviderSettings = {
  deepl: DeeplSettings | null
  ai: AiSettings | null
  speech: SpeechSettings | null
  autoAudio: boolean
}

type StoredSettings = Partial<
  Record<
    | 'translationApiKey'
    | 'aiApiKey'
    | 'aiBaseUrl'
    | 'aiModel'
    | 'speechApiKey'
    | 'speechBaseUrl'
    | 'speechModel'
    | 'speechVoice',
    string | null
  >
> & { autoAudio?: boolean | null }

const env = (name: string): string | undefined => process.env[name]?.trim() || undefined

/**
 * The provider keys and options in clear, for server-side jobs only: each
 * environment variable overrides the stored setting of the same purpose —
 * DEEPL_API_KEY, DEEPL_SERVER_URL, AI_API_KEY, AI_BASE_URL, AI_MODEL, SPEECH_API_KEY,
 * SPEECH_BASE_URL, SPEECH_MODEL, SPEECH_VOICE, AUTO_AUDIO (`true`/`false`). Reads the raw
 * row (no hooks), so the stored keys are decrypted here and nowhere else.
 */
export async function readProviderSettings(payload: Payload): Promise<ProviderSettings> {
  const stored = ((await payload.db.findGlobal({ slug: 'settings' })) ?? {}) as StoredSettings
  const secret = (name: keyof StoredSettings, envName: string): string | undefined => {
    const fromEnv = env(envName)
    if (fromEnv) return fromEnv
    try {
      return decryptSecret(stored[name] as string | null | undefined, payload.secret) ?? undefined
    } catch {
      payload.logger.error(`settings.${name} cannot be decrypted (was PAYLOAD_SECRET changed?)`)
      return undefined
    }
  }
  const plain = (name: keyof StoredSettings, envName: string): string | undefined =>
    env(envName) ?? ((stored[name] as string | null | undefined)?.trim() || undefined)

  // A key from the environment only ever goes to a base URL from the environment, so a
  // URL stored in the studio cannot draw an operator-managed key to another host.
  const deeplKey = secret('translationApiKey', 'DEEPL_API_KEY')
  const aiKey = secret('aiApiKey', 'AI_API_KEY')
  const speechKey = secret('speechApiKey', 'SPEECH_API_KEY')
  const storedUrl = (name: 'aiBaseUrl' | 'speechBaseUrl') =>
    (stored[name] as string | null | undefined)?.trim() || undefined
  const aiBaseUrl = env('AI_API_KEY') ? env('AI_BASE_URL') : storedUrl('aiBaseUrl')
  const speechBaseUrl = env('SPEECH_API_KEY')
    ? (env('SPEECH_BASE_URL') ?? env('AI_BASE_URL'))
    : (storedUrl('speechBaseUrl') ?? storedUrl('aiBaseUrl'))
  const autoAudioEnv = env('AUTO_AUDIO')
  return {
    deepl: deeplKey
      ? { apiKey: deeplKey, serverUrl: env('DEEPL_API_KEY') ? env('DEEPL_SERVER_URL') : undefined }
      : null,
    ai: aiKey
      ? {
          apiKey: aiKey,
          baseURL: aiBaseUrl,
          model: plain('aiModel', 'AI_MODEL') ?? DEFAULT_AI_MODEL,
        }
      : null,
    speech: speechKey
      ? {
          apiKey: speechKey,
          baseURL: speechBaseUrl,
          model: plain('speechModel', 'SPEECH_MODEL') ?? DEFAULT_SPEECH_MODEL,
          voice: plain('speechVoice', 'SPEECH_VOICE') ?? DEFAULT_SPEECH_VOICE,
        }
      : null,
    autoAudio: autoAudioEnv ? autoAudioEnv === 'true' : Boolean(stored.autoAudio),
  }
}
