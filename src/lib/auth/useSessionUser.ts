'use client'

import { useTranslations } from 'next-intl'
import useSWR from 'swr'

import { toast } from '@/components/ui/toast'

import { useRouter } from '@/i18n/navigation'
import { useAuthClient } from '@/lib/auth/client/useAuthClient'

import type { AuthUser } from './authUser'

export type SessionUser = AuthUser

/** Spec §7: `GET /api/auth/user`; 401 (and any failure, spec §8) means "no user". */
export async function fetchUser(url: string): Promise<SessionUser | null> {
  try {
    const res = await fetch(url, { credentials: 'include' })
    return res.ok ? ((await res.json()) as SessionUser) : null
  } catch {
    return null
  }
}

/**
 * The signed-in user in the browser, or null (spec §4: "The product's user is loaded only
 * when a session exists"; any error counts as signed out). Cached 5 minutes, no retry
 * (spec §9). Shared by every component through SWR's key.
 */
export function useSessionUser(): {
  user: SessionUser | null
  isLoading: boolean
  mutate: (data?: SessionUser | null, options?: { revalidate?: boolean }) => Promise<unknown>
} {
  const { data, isLoading, mutate } = useSWR('/api/auth/user', fetchUser, {
    dedupingInterval: 5 * 60 * 1000,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  })
  return { user: data ?? null, isLoading, mutate }
}

/**
 * Spec §2 'Abmelden': a function that signs out, forgets the cached user and goes to `/`.
 * When the server could not be told, the user stays signed in and an error toast shows.
 */
export function useSignOut(): () => Promise<void> {
  const t = useTranslations('Auth')
  const router = useRouter()
  const { mutate } = useSessionUser()
  const auth = useAuthClient()
  return async () => {
    if (!(await auth.signOut()).ok)
      return toast({
        title: t('errorTitle'),
        description: t('errorGeneric'),
        variant: 'destructive',
      })
    await mutate()
    router.push('/')
    router.refresh()
  }
}
