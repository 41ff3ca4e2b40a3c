'use client'

import type { ProfileAnswer } from './serialize'

/** SWR key of the signed-in doctor's own profile. */
export const OWN_PROFILE_KEY = '/api/doctor/profile'

/** Loads the own profile (`GET /api/doctor/profile`): null when none exists yet (404); throws on other failures. */
export async function fetchOwnProfile(url: string): Promise<ProfileAnswer | null> {
  const res = await fetch(url, { credentials: 'include' })
  if (res.status === 404) return null
  if (!res.ok) throw new Error(`${res.status}`)
  return (await res.json()) as ProfileAnswer
}
