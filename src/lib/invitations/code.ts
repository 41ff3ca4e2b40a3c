import { randomInt } from 'node:crypto'

/** Letters and digits without look-alikes (no 0/O, 1/I/L), for codes read from paper or email. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

/** A new random invitation code, e.g. `DJ-7KQ4-M2XP` (crypto-random, 8 symbols ≈ 39 bits). */
export function generateInvitationCode(): string {
  const pick = () => ALPHABET[randomInt(ALPHABET.length)]
  const part = () => Array.from({ length: 4 }, pick).join('')
  return `DJ-${part()}-${part()}`
}

/** Codes compare without case and surrounding spaces: ' dj-7kq4-m2xp ' is 'DJ-7KQ4-M2XP'. */
export function normalizeInvitationCode(code: string): string {
  return code.trim().toUpperCase()
}
