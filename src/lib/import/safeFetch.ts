import { lookup as dnsLookup } from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import { BlockList, isIP, type LookupFunction } from 'node:net'

/** Limits of an image download (docs/security.md, "Imports"). */
export const FETCH_LIMITS = { bytes: 20_000_000, timeoutMs: 15_000, redirects: 3 }

/**
 * Addresses an import never connects to (SSRF): loopback, private, carrier-grade NAT,
 * link-local (cloud metadata at 169.254.169.254), multicast and reserved ranges, and their
 * IPv6 counterparts (IPv4-mapped addresses are checked as IPv4).
 */
const BLOCKED = new BlockList()
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  BLOCKED.addSubnet(net, prefix, 'ipv4')
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  BLOCKED.addSubnet(net, prefix, 'ipv6')

/** True when an import must not connect to this IP address. */
export function isBlockedAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1]
  if (mapped) return BLOCKED.check(mapped, 'ipv4')
  const family = isIP(address)
  if (family === 0) return true
  return BLOCKED.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

/** A download that was refused or failed, with a German reason for the report. */
export class FetchRefused extends Error {}

/**
 * Downloads `url` into memory, for images of an import: only `http:` and `https:`, only to
 * public addresses (checked on the address actually connected to, so a host name that
 * resolves to a private address is refused too; `allowPrivate` lifts this for tests
 * against a local server), at most `limits.bytes` (stopped while reading), within
 * `limits.timeoutMs`, following at most `limits.redirects` redirects (each checked the
 * same way). Throws `FetchRefused` with the reason.
 */
export async function fetchPublic(
  url: string,
  options: { allowPrivate?: boolean; limits?: typeof FETCH_LIMITS } = {},
): Promise<{ data: Buffer; contentType: string | null }> {
  const limits = options.limits ?? FETCH_LIMITS
  const deadline = AbortSignal.timeout(limits.timeoutMs)
  let current = url
  for (let hop = 0; hop <= limits.redirects; hop++) {
    const answer = await getOnce(current, Boolean(options.allowPrivate), limits.bytes, deadline)
    if ('location' in answer) {
      current = new URL(answer.location, current).toString()
      continue
    }
    return answer
  }
  throw new FetchRefused('Zu viele Weiterleitungen.')
}

function getOnce(
  url: string,
  allowPrivate: boolean,
  maxBytes: number,
  signal: AbortSignal,
): Promise<{ data: Buffer; contentType: string | null } | { location: string }> {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return Promise.reject(new FetchRefused('Keine gültige Adresse.'))
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    return Promise.reject(new FetchRefused('Nur http- und https-Adressen werden geladen.'))
  const lookup: LookupFunction = (hostname, lookupOptions, callback) => {
    dnsLookup(hostname, { ...lookupOptions, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 4)
      const list = Array.isArray(addresses) ? addresses : []
      const usable = allowPrivate ? list : list.filter((a) => !isBlockedAddress(a.address))
      if (!usable.length)
        return callback(new FetchRefused('Die Adresse ist nicht öffentlich.'), '', 4)
      if (lookupOptions.all) return callback(null, usable)
      callback(null, usable[0]!.address, usable[0]!.family)
    })
  }
  // A literal IP address is never looked up: check it here.
  const host = parsed.hostname.replace(/^\[|\]$/g, '')
  if (!allowPrivate && isIP(host) && isBlockedAddress(host))
    return Promise.reject(new FetchRefused('Die Adresse ist nicht öffentlich.'))
  const client = parsed.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    const request = client.get(parsed, { lookup, signal }, (response) => {
      const status = response.statusCode ?? 0
      if (status >= 300 && status < 400 && response.headers.location) {
        response.resume()
        return resolve({ location: response.headers.location })
      }
      if (status !== 200) {
        response.resume()
        return reject(new FetchRefused(`Der Server antwortete ${status}.`))
      }
      const declared = Number(response.headers['content-length'] ?? 0)
      if (declared > maxBytes) {
        response.destroy()
        return reject(new FetchRefused('Das Bild ist zu groß.'))
      }
      const chunks: Buffer[] = []
      let size = 0
      response.on('data', (chunk: Buffer) => {
        size += chunk.length
        if (size > maxBytes) {
          response.destroy()
          reject(new FetchRefused('Das Bild ist zu groß.'))
          return
        }
        chunks.push(chunk)
      })
      response.on('end', () =>
        resolve({
          data: Buffer.concat(chunks),
          contentType: response.headers['content-type'] ?? null,
        }),
      )
      response.on('error', (error) => reject(new FetchRefused(error.message)))
    })
    request.on('error', (error) =>
      reject(
        error instanceof FetchRefused
          ? error
          : new FetchRefused(signal.aborted ? 'Zeitüberschreitung.' : error.message),
      ),
    )
  })
}
