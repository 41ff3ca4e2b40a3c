/**
 * Preloaded into the Next.js server process (`node --import`, see `nextNodeOptions` in
 * peerAddress.ts). Route handlers cannot see the TCP peer's address, and Next only fills
 * `X-Forwarded-For` with it when the client sent none, so a client talking to the app
 * directly could pick its own address for the per-IP rate limits. This appends the peer's
 * address to `X-Forwarded-For` for every request, as each proxy hop does, so the last
 * entry is always the address that really connected; `src/lib/auth/clientIp.ts` then
 * skips `TRUSTED_PROXY_COUNT` further entries written by proxies we run.
 */
import http from 'node:http'

const emit = http.Server.prototype.emit
http.Server.prototype.emit = function emitWithPeerAddress(event, request, ...rest) {
  if (event === 'request' && request && request.socket) {
    const peer = request.socket.remoteAddress
    if (peer) {
      const chain = request.headers['x-forwarded-for']
      const previous = Array.isArray(chain) ? chain.join(', ') : chain
      request.headers['x-forwarded-for'] = previous ? `${previous}, ${peer}` : peer
    }
  }
  return emit.call(this, event, request, ...rest)
}
