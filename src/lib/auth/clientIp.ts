/**
 * The client's IP address for rate limiting. Route handlers do not see the TCP peer, so
 * the address comes from `X-Forwarded-For`, whose last entry the server process itself
 * appends with the address that really connected (`scripts/lib/peerAddress.mjs`, loaded by
 * `npm start` and `npm run dev`). Every proxy we run in front of the app (load balancer,
 * nginx, CDN) appends one more entry, so the client is the entry `TRUSTED_PROXY_COUNT`
 * places left of the last one:
 * - 0 (default): the app is reached directly; the peer is the client and anything the
 *   client wrote into the header is ignored.
 * - 1: one reverse proxy (nginx with `proxy_set_header X-Forwarded-For
 *   $proxy_add_x_forwarded_for`, or a cloud load balancer).
 * - 2: a CDN in front of such a proxy.
 * Entries further left were written by the client and are never used. Without the header,
 * `X-Real-IP`, else "unknown" (all such requests share one budget; per-email limits hold
 * regardless).
 */
export function clientIp(headers: Headers, trustedProxies: number = trustedProxyCount()): string {
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (chain.length > 0) return chain[Math.max(0, chain.length - 1 - trustedProxies)]!
  return headers.get('x-real-ip')?.trim() || 'unknown'
}

/** `TRUSTED_PROXY_COUNT` as a whole number ≥ 0; anything else counts as 0 (no proxy trusted). */
export function trustedProxyCount(value = process.env.TRUSTED_PROXY_COUNT): number {
  const n = Number(value ?? 0)
  return Number.isInteger(n) && n >= 0 ? n : 0
}
