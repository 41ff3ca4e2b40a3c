import { pbkdf2, randomBytes } from 'node:crypto'
import { promisify } from 'node:util'

const pbkdf2Async = promisify(pbkdf2)

/** Payload 3.90's password hash parameters (pbkdf2-sha256-v1: 600,000 iterations, 32 bytes). */
const ITERATIONS = 600_000
const KEY_LENGTH = 32

/**
 * Spends the time of one password check for an address without an account, so a failed
 * sign-in takes as long whether or not the account exists (no enumeration by timing).
 */
export async function simulatePasswordCheck(password: string): Promise<void> {
  await pbkdf2Async(password, randomBytes(32).toString('hex'), ITERATIONS, KEY_LENGTH, 'sha256')
}
