/**
 * The client's IP address for rate limiting. Next.js route handlers do not see the
 * socket address, so it comes from the proxy headers: with TRUSTED_PROXY_COUNT proxies
 * (default 1, e.g. one load balancer) in front of the app, each appending to
 * `X-Forwarded-For`, the client is the entry that many places from the right; entries
 * further left were written by the client and are ignored. Without that header,
 * `X-Real-IP`, else "unknown" (all such requests share one IP budget; per-email limits
 * hold regardless).
 */
export function clientIp(headers: Headers, trustedProxies: number = trustedProxyCount()): string {
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (chain.length > 0) return chain[Math.max(0, chain.length - trustedProxies)]!
  return headers.get('x-real-ip')?.trim() || 'unknown'
}

function trustedProxyCount(): number {
  const n = Number(process.env.TRUSTED_PROXY_COUNT ?? 1)
  return Number.isInteger(n) && n >= 1 ? n : 1
}
