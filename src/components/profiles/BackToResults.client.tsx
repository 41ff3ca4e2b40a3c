'use client'

import { ArrowLeft } from 'lucide-react'
import { useSyncExternalStore } from 'react'

import { textLinkClass } from '@/components/ui/textLink'
import { Link } from '@/i18n/navigation'

import { lastSearch } from './lastSearch'

const noSubscription = () => () => {}

/**
 * The profile page's way back to the dentist search: to the results this tab last showed
 * (filters and page, `lastSearch.ts`), else to the empty search. The server HTML links to
 * the empty search; the browser fills in the last one.
 */
export function BackToResults({ label }: { label: string }) {
  const query = useSyncExternalStore(noSubscription, lastSearch, () => '')
  return (
    <Link
      href={`/patient-search${query}`}
      className={`inline-flex items-center gap-1 text-sm ${textLinkClass}`}
      data-testid="back-to-results"
    >
      <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden />
      {label}
    </Link>
  )
}
