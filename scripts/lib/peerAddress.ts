import path from 'node:path'
import { pathToFileURL } from 'node:url'

/**
 * `NODE_OPTIONS` for a Next.js server process: the given options plus `--no-deprecation`
 * and the preload that appends the TCP peer's address to `X-Forwarded-For`
 * (`peerAddress.mjs`), so per-IP rate limits see the real client.
 */
export function nextNodeOptions(existing = process.env.NODE_OPTIONS ?? ''): string {
  const preload = `--import ${JSON.stringify(pathToFileURL(path.resolve('scripts/lib/peerAddress.mjs')).href)}`
  return [existing, '--no-deprecation', preload].filter(Boolean).join(' ')
}
