'use client'

import { useLocale } from '@payloadcms/ui'
import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { useEffect, type ReactNode } from 'react'

import { contentLanguageState } from './contentLanguage'

/**
 * Keeps editors in the right content language on every studio page
 * (`admin.components.providers`): a new document opens in German (the address gets
 * `?locale=de`, Payload's own way of choosing the language), and a document edited in
 * another language carries a coloured bar naming it above the page (rules:
 * `contentLanguageState`). Renders its children unchanged below the bar.
 */
export function ContentLanguageGuard({ children }: { children?: ReactNode }) {
  const pathname = usePathname()
  const search = useSearchParams()
  const router = useRouter()
  const { code } = useLocale()
  const { openInGerman, bar } = contentLanguageState(pathname, search.get('locale'), code)

  useEffect(() => {
    if (!openInGerman) return
    const params = new URLSearchParams(search.toString())
    params.set('locale', 'de')
    router.replace(`${pathname}?${params.toString()}`)
  }, [openInGerman, pathname, router, search])

  return (
    <>
      {bar ? (
        <div
          role="status"
          data-testid="content-language-bar"
          style={{
            position: 'sticky',
            top: 0,
            zIndex: 50,
            padding: '6px 16px',
            background: '#b45309',
            color: '#fff',
            fontWeight: 600,
            textAlign: 'center',
          }}
        >
          {bar}
        </div>
      ) : null}
      {children}
    </>
  )
}
