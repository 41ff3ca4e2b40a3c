'use client'

import { useTranslations } from 'next-intl'

import { toast } from '@/components/ui/toast'
import { useRouter } from '@/i18n/navigation'
import { authClient } from '@/lib/auth/client/authClient'

import { useSessionUser } from './useSessionUser'

/**
 * The header's 'Abmelden': a function that signs out, forgets the cached user and goes to `/`.
 * When the server could not be told, the user stays signed in and an error toast shows.
 * Its own module: the auth client it needs stays out of the reading pages' scripts, which
 * read the user (`useSessionUser`) but never sign out.
 */
export function useSignOut(): () => Promise<void> {
  const t = useTranslations('Auth')
  const router = useRouter()
  const { mutate } = useSessionUser()
  const auth = authClient()
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
