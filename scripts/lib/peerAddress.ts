import path from 'node:path'

/**
 * `NODE_OPTIONS` for a Next.js server process: the given options plus `--no-deprecation`
 * and the preload that appends the TCP peer's address to `X-Forwarded-For`
 * (`peerAddress.cjs`), so per-IP rate limits see the real client.
 */
export function nextNodeOptions(existing = process.env.NODE_OPTIONS ?? ''): string {
  const preload = `--require ${JSON.stringify(path.resolve('scripts/lib/peerAddress.cjs'))}`
  return [existing, '--no-deprecation', preload].filter(Boolean).join(' ')
}
