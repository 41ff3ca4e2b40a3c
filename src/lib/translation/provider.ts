import { GermanJobError } from '@/lib/jobs/plainGerman'

/** A glossary entry: German term and its fixed translation in the target language. */
export type GlossaryEntry = { term: string; translation: string }

/** Options of one translation call. */
export type TranslateOptions = {
  /** Source language short code (`de` for articles and UI strings). */
  source: string
  /** Binding terminology: source terms and how they must be translated. */
  glossary: readonly GlossaryEntry[]
  /** `xml`: the texts carry `<x>` tags that must stay untouched (UI string arguments). */
  format?: 'plain' | 'xml'
}

/**
 * A machine-translation provider: translates a list of texts into one target
 * language and returns them in the same order. Implementations batch and retry (429/5xx)
 * themselves; an error carries the provider's message.
 */
export type TranslationProvider = {
  readonly name: 'deepl' | 'llm'
  /** The model that translates (the LLM's, e.g. `gpt-4o-mini`); null for DeepL. */
  readonly model: string | null
  translate(texts: readonly string[], target: string, options: TranslateOptions): Promise<string[]>
}

/** Raised when no provider is configured for a language. */
export class NoProviderError extends GermanJobError {
  constructor(locale: string) {
    super(
      `Kein Übersetzungsanbieter für „${locale}“ konfiguriert: DeepL-Schlüssel (für von DeepL unterstützte Sprachen) oder KI-Schlüssel in den Einstellungen hinterlegen.`,
    )
    this.name = 'NoProviderError'
  }
}

/** Splits `items` into batches of at most `size` items and `maxChars` characters in all. */
export function batches<T extends string>(
  items: readonly T[],
  size: number,
  maxChars: number,
): T[][] {
  const out: T[][] = []
  let current: T[] = []
  let chars = 0
  for (const item of items) {
    if (current.length && (current.length >= size || chars + item.length > maxChars)) {
      out.push(current)
      current = []
      chars = 0
    }
    current.push(item)
    chars += item.length
  }
  if (current.length) out.push(current)
  return out
}
