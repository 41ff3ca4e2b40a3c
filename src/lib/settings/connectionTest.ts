import * as deepl from 'deepl-node'
import OpenAI from 'openai'
import type { Payload } from 'payload'
import { z } from 'zod'

import { plainGermanError } from '@/lib/jobs/plainGerman'
import { espeakAvailable } from '@/lib/audio/speech'
import { readProviderSettings } from '@/lib/settings/providers'

/** The providers whose connection the settings page can test. */
export const TESTABLE_PROVIDERS = ['deepl', 'ai', 'speech'] as const
export type TestableProvider = (typeof TESTABLE_PROVIDERS)[number]

/** Body of `POST /api/admin/settings/test-connection`: `{ provider }`, one of `TESTABLE_PROVIDERS`. */
export const connectionTestBody = z.object({ provider: z.enum(TESTABLE_PROVIDERS) })

/** Outcome of a connection test: whether it worked and what to tell the admin (German). */
export type ConnectionTestResult = { ok: boolean; message: string }

const number = (n: number) => n.toLocaleString('de-DE')

/**
 * Tests one provider with the saved settings (environment variables win, as for the jobs)
 * by one cheap call that costs no quota: DeepL's usage, or the model list of the
 * OpenAI-compatible API. Never throws; failures come back in plain German.
 */
export async function testProviderConnection(
  payload: Payload,
  provider: TestableProvider,
): Promise<ConnectionTestResult> {
  const settings = await readProviderSettings(payload)
  if (provider === 'deepl') {
    if (!settings.deepl) return { ok: false, message: 'Kein DeepL-Schlüssel gesetzt.' }
    try {
      const translator = new deepl.Translator(settings.deepl.apiKey, {
        serverUrl: settings.deepl.serverUrl,
        maxRetries: 0,
        minTimeout: 10_000,
      })
      const usage = await translator.getUsage()
      const chars = usage.character
      return {
        ok: true,
        message: chars
          ? `Verbindung zu DeepL funktioniert. Verbraucht: ${number(chars.count)} von ${number(chars.limit)} Zeichen in diesem Abrechnungszeitraum.`
          : 'Verbindung zu DeepL funktioniert.',
      }
    } catch (error) {
      return { ok: false, message: plainGermanError(error, 'DeepL') }
    }
  }
  const api = provider === 'ai' ? settings.ai : settings.speech
  const service = provider === 'ai' ? 'Der KI-Dienst' : 'Der Sprachdienst'
  if (!api) {
    if (provider === 'ai') return { ok: false, message: 'Kein KI-Schlüssel gesetzt.' }
    return (await espeakAvailable())
      ? {
          ok: true,
          message:
            'Kein Sprach-API-Schlüssel gesetzt: Audio wird mit espeak-ng auf dem Server erzeugt (verständlich, aber robotisch).',
        }
      : {
          ok: false,
          message: 'Kein Sprach-API-Schlüssel gesetzt und espeak-ng ist nicht installiert.',
        }
  }
  try {
    const client = new OpenAI({
      apiKey: api.apiKey,
      baseURL: api.baseURL,
      maxRetries: 0,
      timeout: 15_000,
    })
    const models = (await client.models.list()).data.map((m) => m.id)
    const known = models.includes(api.model)
    return {
      ok: true,
      message: known
        ? `Verbindung funktioniert. Das Modell „${api.model}“ ist verfügbar.`
        : `Verbindung funktioniert, aber das Modell „${api.model}“ steht nicht in der Modellliste des Dienstes (${models.length} Modelle). Bitte den Modellnamen prüfen.`,
    }
  } catch (error) {
    return { ok: false, message: plainGermanError(error, service) }
  }
}
