import type { User } from '@payload-types'

/** How a practice names a member: first and last name, else the e-mail address. */
export function memberName(user: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim()
  return name || user.email
}
