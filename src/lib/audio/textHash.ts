import { createHash } from 'node:crypto'

import { spokenText } from './text'

/**
 * Fingerprint of the text an article's audio speaks (SHA-256 of `spokenText`, hex): stored
 * on an audio job when it is made, and compared with the published text's to tell whether
 * the audio still matches it.
 */
export function spokenTextHash(article: Parameters<typeof spokenText>[0]): string {
  return createHash('sha256').update(spokenText(article)).digest('hex')
}
