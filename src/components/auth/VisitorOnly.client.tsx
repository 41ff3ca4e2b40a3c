'use client'

import type { ReactNode } from 'react'

import { useSessionUser } from '@/components/auth/useSessionUser'

/** Renders `children` only for visitors (not while the session is loading, not for signed-in users). */
export function VisitorOnly({ children }: { children: ReactNode }) {
  const { user, isLoading } = useSessionUser()
  return isLoading || user ? null : <>{children}</>
}
