import type { Payload } from 'payload'

import { readProviderSettings, type ProviderSettings } from '@/lib/settings/providers'

import { DeeplProvider } from './deepl'
import { LlmProvider } from './llm'
import { NoProviderError, type TranslationProvider } from './provider'

/**
 * Chooses the provider per target language: DeepL when a DeepL key is set and
 * DeepL lists the language as a target (asked at run time), else the LLM when an AI key is
 * set. Throws {@link NoProviderError} when neither can translate into `locale`.
 */
export class ProviderChooser {
  private readonly deepl: DeeplProvider | null
  private readonly llm: LlmProvider | null

  constructor(settings: ProviderSettings) {
    this.deepl = settings.deepl ? new DeeplProvider(settings.deepl) : null
    this.llm = settings.ai ? new LlmProvider(settings.ai) : null
  }

  async providerFor(locale: string): Promise<TranslationProvider> {
    if (this.deepl && (await this.deepl.targetFor(locale))) return this.deepl
    if (this.llm) return this.llm
    throw new NoProviderError(locale)
  }
}

/**
 * Which provider would translate into each of `locales` with the current settings: `deepl`,
 * `llm`, or null when none can (no key for DeepL's languages nor an AI key). Asks DeepL for
 * its target languages when a DeepL key is set.
 */
export async function providersFor(
  payload: Payload,
  locales: readonly string[],
): Promise<Map<string, 'deepl' | 'llm' | null>> {
  const chooser = new ProviderChooser(await readProviderSettings(payload))
  const out = new Map<string, 'deepl' | 'llm' | null>()
  for (const locale of locales) {
    const provider = await chooser.providerFor(locale).catch(() => null)
    out.set(locale, provider?.name ?? null)
  }
  return out
}
