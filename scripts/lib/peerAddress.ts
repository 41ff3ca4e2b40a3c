import path from 'node:path'
import { pathToFileURL } from 'node:url'

/**
 * `NODE_OPTIONS` for a Next.js server process: the given options plus `--no-deprecation`
 * and two preloads: the one that appends the TCP peer's address to `X-Forwarded-For`
 * (`peerAddress.mjs`), so per-IP rate limits see the real client, and the one that sends
 * large string bodies as Buffers (`bufferedBodies.mjs`, a per-request CPU cost of cached
 * pages).
 */
export function nextNodeOptions(existing = process.env.NODE_OPTIONS ?? ''): string {
  const preloads = ['peerAddress.mjs', 'bufferedBodies.mjs'].map(
    (file) => `--import ${JSON.stringify(pathToFileURL(path.resolve('scripts/lib', file)).href)}`,
  )
  return [existing, '--no-deprecation', ...preloads].filter(Boolean).join(' ')
}
