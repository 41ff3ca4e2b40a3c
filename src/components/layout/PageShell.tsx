import type { ReactNode } from 'react'

import { SiteHeader } from './SiteHeader'
import type { Audience } from '@/lib/audience'

/** Header variant + theme wrapper + `<main>` for a journal page (doctor or patient theme). */
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
    </div>
  )
}
