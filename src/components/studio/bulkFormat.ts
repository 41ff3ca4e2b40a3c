const numbers = new Intl.NumberFormat('de-DE')
const euros = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' })

/** A count the German way ("12.345"). */
export const formatCount = (n: number): string => numbers.format(n)

/** Euro cents as euros the German way ("1,25 €"). */
export const formatEuroCents = (cents: number): string => euros.format(cents / 100)

/** Provider names as the studio shows them. */
export const PROVIDER_LABELS: Record<string, string> = { deepl: 'DeepL', llm: 'KI (LLM)' }
