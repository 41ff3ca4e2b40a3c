import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

/** Prefix of every stored ciphertext; a new scheme would get `v2:`. */
const VERSION = 'v1'
/** Characters a masked secret starts with; the last 4 characters of the secret follow. */
import { MASK_PREFIX } from './mask'

export { MASK_PREFIX }

function keyFrom(secret: string): Buffer {
  if (!secret) throw new Error('PAYLOAD_SECRET is required to encrypt settings')
  return Buffer.from(hkdfSync('sha256', secret, 'dentaljournal-settings', 'aes-256-gcm key', 32))
}

/**
 * Encrypts a secret for storage (API keys are never stored in plain text): AES-256-GCM
 * with a 96-bit random IV and a key derived from `secret` (PAYLOAD_SECRET) by HKDF-SHA256.
 * Returns `v1:<iv>:<tag>:<ciphertext>`, each part base64url.
 */
export function encryptSecret(plain: string, secret: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyFrom(secret), iv)
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return [VERSION, iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join(':')
}

/**
 * Decrypts a value made by {@link encryptSecret}. Returns `null` for an empty value and
 * throws when the value was tampered with or encrypted under another secret.
 */
export function decryptSecret(stored: string | null | undefined, secret: string): string | null {
  if (!stored) return null
  const [version, iv, tag, data] = stored.split(':')
  if (version !== VERSION || !iv || !tag || data === undefined)
    throw new Error('Unknown secret format')
  const decipher = createDecipheriv('aes-256-gcm', keyFrom(secret), Buffer.from(iv, 'base64url'))
  decipher.setAuthTag(Buffer.from(tag, 'base64url'))
  return Buffer.concat([
    decipher.update(Buffer.from(data, 'base64url')),
    decipher.final(),
  ]).toString('utf8')
}

/** The only form a stored secret is ever shown in: `••••` and its last 4 characters. */
export function maskSecret(plain: string): string {
  return `${MASK_PREFIX}${plain.slice(-4)}`
}

/** Whether a submitted value is a mask sent back unchanged (keep the stored secret). */
export function isMasked(value: unknown): boolean {
  return typeof value === 'string' && value.startsWith(MASK_PREFIX)
}
