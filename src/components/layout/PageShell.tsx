import type { ReactNode } from 'react'

import { LanguageSuggestion } from '@/components/i18n/LanguageSuggestion.client'
import type { Audience } from '@/lib/audience'
import { homePath } from '@/lib/routes'

import { SiteHeader } from './SiteHeader'

/**
 * Header variant + theme wrapper + `<main>` for a journal page (doctor or patient theme),
 * and the language suggestion for first-time readers who prefer another of our languages.
 */
export function PageShell({ variant, children }: { variant: Audience; children: ReactNode }) {
  return (
    <div
      className={
        variant === 'patient' ? 'theme-patient flex flex-1 flex-col' : 'flex flex-1 flex-col'
      }
    >
      <SiteHeader variant={variant} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <LanguageSuggestion sectionHome={homePath(variant)} />
    </div>
  )
}
