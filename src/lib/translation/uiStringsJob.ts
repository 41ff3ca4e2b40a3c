import type { Payload } from 'payload'

import { DEFAULT_LOCALE } from '@/i18n/locales'
import { loadOwnMessages } from '@/i18n/messages'
import { revalidateTags } from '@/lib/cache/revalidate'
import { icuSyntaxError } from '@/i18n/icuSyntax'
import { flattenMessages } from '@/i18n/uiStrings'
import { CACHE_TAGS } from '@/lib/cache/tags'
import { asServer } from '@/lib/payload/readAs'

import { glossaryFor } from './glossary'
import {
  isMachineTranslatable,
  keepsArguments,
  protectArguments,
  restoreArguments,
} from './placeholders'
import { runTranslationJob } from './runJob'

type LocalizedString = {
  id: number
  key: string
  text?: Record<string, string | null | undefined> | null
}

/** The keys the locale's own catalogue file translates (not filled in from English). */
async function shippedKeys(locale: string): Promise<Set<string>> {
  return new Set(Object.keys(flattenMessages((await loadOwnMessages(locale)) ?? {})))
}

/**
 * Works off one UI-strings translation job: every key that has German text but neither a
 * text in the job language's shipped catalogue (`messages/<code>.json`, e.g. a key added
 * since it was written) nor a stored text is machine-translated from German and stored
 * marked `machineTranslated`. Arguments (`{count}`) are protected and checked; a translation
 * that lost one or is no valid ICU message, and ICU plural/select messages, are skipped (those keep the English
 * fallback until an editor writes them). Existing texts are never overwritten.
 */
export function runUiStringsJob(payload: Payload, jobId: number): Promise<void> {
  return runTranslationJob(payload, jobId, async (job, provider) => {
    const locale = job.locale
    const { docs } = await payload.find({
      collection: 'ui-strings',
      locale: 'all',
      depth: 0,
      pagination: false,
      ...asServer('UI-strings job (worker, no user): every key in every language.'),
    })
    const shipped = await shippedKeys(locale)
    const missing = (docs as unknown as LocalizedString[]).filter((d) => {
      const source = d.text?.[DEFAULT_LOCALE]
      return (
        source && !shipped.has(d.key) && !d.text?.[locale]?.trim() && isMachineTranslatable(source)
      )
    })
    const sources = missing.map((d) => d.text![DEFAULT_LOCALE]!)
    const translated = await provider.translate(sources.map(protectArguments), locale, {
      source: DEFAULT_LOCALE,
      glossary: await glossaryFor(payload, locale),
      format: 'xml',
    })
    for (const [i, doc] of missing.entries()) {
      const text = restoreArguments(translated[i] ?? '').trim()
      if (!text || !keepsArguments(sources[i]!, text) || icuSyntaxError(text)) continue
      await payload.update({
        collection: 'ui-strings',
        id: doc.id,
        locale: locale as 'de',
        data: { text, machineTranslated: true },
        ...asServer('UI-strings job (worker, no user): the server stores the translation.'),
        depth: 0,
        context: { disableRevalidate: true },
      })
    }
    revalidateTags([CACHE_TAGS.uiStrings])
  })
}
