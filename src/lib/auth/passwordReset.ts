import type { Payload } from 'payload'

/**
 * The id of the user whose password-reset token this is, while it is unexpired and unused
 * (Payload expires the token when the password is set); otherwise null.
 */
export async function userIdForResetToken(
  payload: Payload,
  token: string,
  now: Date = new Date(),
): Promise<number | null> {
  const user = await payload.db.findOne<{ id: number }>({
    collection: 'users',
    where: {
      resetPasswordToken: { equals: token },
      resetPasswordExpiration: { greater_than: now.toISOString() },
    },
  })
  return user?.id ?? null
}
