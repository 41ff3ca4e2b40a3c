/**
 * Preloaded into the Next.js server process with peerAddress.mjs (`nextNodeOptions` in
 * peerAddress.ts). A cached page leaves Next as one string passed to `res.end()`, and
 * Node's `OutgoingMessage._send` prepends the response head to a string body by string
 * concatenation (the "shameful hack" in node/lib/_http_outgoing.js). For a page of
 * 60-80 KB with any character outside Latin-1 that builds, on every request, a new
 * two-byte string of 120-160 KB in V8's large-object space, which the socket write then
 * flattens, copies and frees: a fifth of the server's CPU per cached page in a profile
 * (docs/performance.md). Passing the body as a Buffer instead makes Node write the head
 * and the body side by side (writev) without joining them. Bodies below LARGE_BODY_CHARS
 * keep Node's path, where one packet for head and body is worth the join.
 */
import http from 'node:http'

/** String bodies of this many UTF-16 code units or more are sent as a Buffer. */
const LARGE_BODY_CHARS = 16 * 1024

const end = http.ServerResponse.prototype.end
http.ServerResponse.prototype.end = function endWithBufferedBody(chunk, encoding, callback) {
  if (
    typeof chunk === 'string' &&
    chunk.length >= LARGE_BODY_CHARS &&
    (encoding === undefined ||
      typeof encoding === 'function' ||
      encoding === 'utf8' ||
      encoding === 'utf-8')
  ) {
    const rest = typeof encoding === 'function' ? [encoding] : [callback]
    return end.call(this, Buffer.from(chunk, 'utf8'), ...rest)
  }
  return end.call(this, chunk, encoding, callback)
}
