/**
 * The client's IP address for rate limiting: the first address of `X-Forwarded-For`,
 * else `X-Real-IP`, else "unknown". Next.js route handlers do not see the socket
 * address, so production must run behind a proxy that sets these headers (and strips
 * any the client sent); per-email limits hold regardless.
 */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return forwarded || headers.get('x-real-ip')?.trim() || 'unknown'
}
