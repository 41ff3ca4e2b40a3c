import { createHash } from 'node:crypto'

import * as deepl from 'deepl-node'

import { GermanJobError } from '@/lib/jobs/plainGerman'
import type { DeeplSettings } from '@/lib/settings/providers'

import {
  batches,
  type GlossaryEntry,
  type TranslateOptions,
  type TranslationProvider,
} from './provider'

/** DeepL's limits per request: 50 texts, 128 KiB body; we stay well below. */
const BATCH_TEXTS = 50
const BATCH_CHARS = 60_000

/** Our short code -> DeepL target codes to try, preferred first (`en` -> `en-US`, `no` -> `nb`). */
const DEEPL_TARGETS: Record<string, string[]> = {
  en: ['en-US', 'en-GB'],
  pt: ['pt-PT', 'pt-BR'],
  no: ['nb'],
  zh: ['zh-HANS', 'zh'],
}

/**
 * A DeepL client through `deepl-node`. The library retries 429 and 5xx
 * answers with exponential backoff (`maxRetries`); `serverUrl` points it elsewhere (tests,
 * proxies). Which languages DeepL can translate into is asked at run time.
 */
export class DeeplProvider implements TranslationProvider {
  readonly name = 'deepl' as const
  readonly model = null
  private readonly translator: deepl.Translator
  private targets?: Promise<readonly deepl.Language[]>

  constructor(settings: DeeplSettings) {
    this.translator = new deepl.Translator(settings.apiKey, {
      serverUrl: settings.serverUrl,
      maxRetries: 5,
      minTimeout: 10_000,
      appInfo: { appName: 'dentaljournal', appVersion: '1' },
    })
  }

  /** DeepL's target code for a short code, or `null` when DeepL does not offer the language. */
  async targetFor(locale: string): Promise<deepl.TargetLanguageCode | null> {
    this.targets ??= this.translator.getTargetLanguages()
    const offered = new Map((await this.targets).map((l) => [l.code.toLowerCase(), l.code]))
    for (const candidate of DEEPL_TARGETS[locale] ?? [locale]) {
      const code = offered.get(candidate.toLowerCase())
      if (code) return code as deepl.TargetLanguageCode
    }
    return null
  }

  async translate(
    texts: readonly string[],
    locale: string,
    options: TranslateOptions,
  ): Promise<string[]> {
    const target = await this.targetFor(locale)
    if (!target) throw new GermanJobError(`DeepL übersetzt nicht nach „${locale}“.`)
    const source = options.source as deepl.SourceLanguageCode
    const glossary = await this.glossaryFor(source, target, options.glossary)
    const out: string[] = []
    for (const batch of batches(texts, BATCH_TEXTS, BATCH_CHARS)) {
      const results = await this.translator.translateText(batch, source, target, {
        glossary,
        ...(options.format === 'xml' ? { tagHandling: 'xml' as const, ignoreTags: ['x'] } : {}),
      })
      out.push(...results.map((r) => r.text))
    }
    return out
  }

  /**
   * The DeepL glossary for these entries: reused when one with the same content exists
   * (its name carries a hash of the entries), created otherwise; `undefined` when there are
   * no entries or DeepL has no glossaries for the language pair.
   */
  private async glossaryFor(
    source: string,
    target: string,
    entries: readonly GlossaryEntry[],
  ): Promise<deepl.GlossaryInfo | undefined> {
    if (!entries.length) return undefined
    const targetLang = target.split('-')[0]!.toLowerCase()
    const pairs = await this.translator.getGlossaryLanguagePairs()
    if (
      !pairs.some(
        (p) => p.sourceLang.toLowerCase() === source && p.targetLang.toLowerCase() === targetLang,
      )
    )
      return undefined
    const map = Object.fromEntries(entries.map((e) => [e.term, e.translation]))
    const hash = createHash('sha256').update(JSON.stringify(map)).digest('hex').slice(0, 12)
    const name = `dentaljournal ${source}-${targetLang} ${hash}`
    const existing = (await this.translator.listGlossaries()).find((g) => g.name === name)
    if (existing) return existing
    return this.translator.createGlossary(
      name,
      source as deepl.LanguageCode,
      targetLang as deepl.LanguageCode,
      new deepl.GlossaryEntries({ entries: map }),
    )
  }
}
