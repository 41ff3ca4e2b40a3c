'use client'

import { useEffect } from 'react'

import { useSessionUser } from '@/components/auth/useSessionUser'

/**
 * Reloads the signed-in user once (header, premium state) after the server has changed
 * their membership while rendering the page, e.g. a checkout applied on its return page.
 * Renders nothing.
 */
export function RefreshSessionUser() {
  const { mutate } = useSessionUser()
  useEffect(() => {
    void mutate()
  }, [mutate])
  return null
}
