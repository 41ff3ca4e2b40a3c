/**
 * DeepL API Pro's published usage price: 20 euros per million characters sent (deepl.com,
 * "DeepL API" plans, as of 2026; the monthly base fee comes on top and is not part of an
 * estimate). A constant on purpose: the estimate is a guide for the operator before a
 * large run, not an invoice.
 */
export const DEEPL_EUR_PER_MILLION_CHARACTERS = 20

/** What translating `characters` costs at DeepL's published price, in euro cents (rounded up). */
export function deeplCostCents(characters: number): number {
  return Math.ceil((characters * DEEPL_EUR_PER_MILLION_CHARACTERS * 100) / 1_000_000)
}
