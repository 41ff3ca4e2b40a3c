import type { Payload } from 'payload'

import { providersFor } from '../choose'
import { planBulkTranslation, type BulkLanguagePlan } from './plan'
import { DEEPL_EUR_PER_MILLION_CHARACTERS, deeplCostCents } from './price'

/**
 * The estimate of a bulk translation in one language: the provider that would translate
 * (null: none set up), articles to translate and their characters (what is sent and
 * billed), articles skipped as current, reviewed versions skipped unless asked for (and
 * their characters), and the DeepL cost in euro cents at the published price (null for the
 * LLM, whose price depends on the model and is counted in tokens).
 */
export type BulkLanguageEstimate = {
  locale: string
  provider: 'deepl' | 'llm' | null
  articles: number
  characters: number
  skippedCurrent: number
  skippedReviewed: number
  reviewedCharacters: number
  costCents: number | null
  reviewedCostCents: number | null
}

/** The estimate of a bulk translation: per language, and the price it assumes. */
export type BulkEstimate = {
  languages: BulkLanguageEstimate[]
  /** DeepL's published price per million characters (euros) the costs are computed with. */
  deeplEurPerMillionCharacters: number
}

/** Estimates one language from its plan and provider. */
function estimateOf(
  plan: BulkLanguagePlan,
  provider: 'deepl' | 'llm' | null,
): BulkLanguageEstimate {
  const cost = (chars: number) => (provider === 'deepl' ? deeplCostCents(chars) : null)
  return {
    locale: plan.locale,
    provider,
    articles: plan.articles.length,
    characters: plan.characters,
    skippedCurrent: plan.current,
    skippedReviewed: plan.reviewed.length,
    reviewedCharacters: plan.reviewedCharacters,
    costCents: cost(plan.characters),
    reviewedCostCents: cost(plan.reviewedCharacters),
  }
}

/**
 * Plans a bulk translation of every published article into `locales`
 * (`planBulkTranslation`) and prices it: nothing is queued. Asks DeepL which languages it
 * offers when a DeepL key is set.
 */
export async function estimateBulkTranslation(
  payload: Payload,
  locales: readonly string[],
): Promise<BulkEstimate> {
  const [plans, providers] = await Promise.all([
    planBulkTranslation(payload, locales),
    providersFor(payload, locales),
  ])
  return {
    languages: plans.map((plan) => estimateOf(plan, providers.get(plan.locale) ?? null)),
    deeplEurPerMillionCharacters: DEEPL_EUR_PER_MILLION_CHARACTERS,
  }
}
