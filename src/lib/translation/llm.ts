import OpenAI from 'openai'
import { z } from 'zod'

import { languageFor } from '@/i18n/locales'
import { GermanJobError } from '@/lib/jobs/plainGerman'
import type { AiSettings } from '@/lib/settings/providers'

import { batches, type TranslateOptions, type TranslationProvider } from './provider'

const BATCH_TEXTS = 40
const BATCH_CHARS = 12_000

const answerSchema = z.object({ translations: z.array(z.string()) })

/**
 * An LLM translator through the `openai` library against any OpenAI-compatible chat API,
 * for the languages DeepL does not offer. The library retries 429 and 5xx
 * with backoff (`maxRetries`). Each batch is sent as JSON and must come back as
 * `{ "translations": string[] }` of the same length, else the batch fails.
 */
export class LlmProvider implements TranslationProvider {
  readonly name = 'llm' as const
  private readonly client: OpenAI
  readonly model: string

  constructor(settings: AiSettings) {
    this.client = new OpenAI({
      apiKey: settings.apiKey,
      baseURL: settings.baseURL,
      maxRetries: 4,
      timeout: 120_000,
    })
    this.model = settings.model
  }

  async translate(
    texts: readonly string[],
    locale: string,
    options: TranslateOptions,
  ): Promise<string[]> {
    const target = languageFor(locale)?.englishName ?? locale
    const source = languageFor(options.source)?.englishName ?? options.source
    const glossary = options.glossary.map((e) => `${e.term} => ${e.translation}`).join('\n')
    const system = [
      `You translate texts of a professional dental journal from ${source} into ${target}.`,
      'Answer with a JSON object {"translations": [...]} holding exactly one translation per input text, in the same order.',
      'Keep placeholders in curly braces such as {count} and XML tags such as <x>...</x> unchanged. Do not add explanations.',
      glossary ? `Use these fixed term translations:\n${glossary}` : '',
    ]
      .filter(Boolean)
      .join('\n')
    const out: string[] = []
    for (const batch of batches(texts, BATCH_TEXTS, BATCH_CHARS)) {
      const completion = await this.client.chat.completions.create({
        model: this.model,
        temperature: 0,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: JSON.stringify({ texts: batch }) },
        ],
      })
      const content = completion.choices[0]?.message?.content ?? ''
      let parsed: z.infer<typeof answerSchema>
      try {
        parsed = answerSchema.parse(JSON.parse(content))
      } catch {
        throw new GermanJobError(
          `Der KI-Dienst hat nicht im verlangten Format geantwortet: ${content.slice(0, 200)}`,
        )
      }
      if (parsed.translations.length !== batch.length) {
        throw new GermanJobError(
          `Der KI-Dienst hat ${parsed.translations.length} statt ${batch.length} Übersetzungen geliefert.`,
        )
      }
      out.push(...parsed.translations)
    }
    return out
  }
}
