/**
 * A pacer for `perSecond` events a second: each call resolves no earlier than 1/perSecond
 * seconds after the previous one was let through (the first at once).
 */
export function throttle(perSecond: number): () => Promise<void> {
  const gapMs = 1000 / perSecond
  let next = 0
  return async () => {
    const now = Date.now()
    const wait = next - now
    next = Math.max(now, next) + gapMs
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
  }
}
