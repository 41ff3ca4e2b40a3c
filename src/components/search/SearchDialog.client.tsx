'use client'

import { Search } from 'lucide-react'
import dynamic from 'next/dynamic'
import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { Button } from '@/components/ui/Button'
import type { Audience } from '@/lib/audience'

import { searchInUrl } from './searchUrl'

const loadPanel = () => import('./SearchPanel.client')
const SearchPanel = dynamic(() => loadPanel().then((m) => m.SearchPanel), { ssr: false })

/** True when a key press happens while the reader is typing somewhere (then '/' is text, not the shortcut). */
function typingInField(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null
  return Boolean(
    el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName)),
  )
}

/**
 * The header's search button. Opens the search dialog (`SearchPanel`) on click, Ctrl/⌘+K
 * or '/'. The dialog's code (cmdk, the search hook) is loaded only when a reader first
 * points at, focuses or opens the search, so pages do not pay for it at load time.
 * An address with `?search=…` (a reload, or Back from a result) opens the dialog with that
 * query (`searchUrl.ts`).
 */
export function SearchDialog({ audience }: { audience: Audience }) {
  const t = useTranslations('Search')
  const [open, setOpen] = useState(false)
  // Once opened, the dialog stays mounted (closed) so that reopening is instant.
  const [wanted, setWanted] = useState(false)
  // The query an address brought along (reload, Back); the panel starts from it.
  const [fromUrl, setFromUrl] = useState('')
  const show = () => {
    setWanted(true)
    setOpen(true)
  }

  useEffect(() => {
    function reopen() {
      const query = searchInUrl()
      if (!query) return
      setFromUrl(query)
      setWanted(true)
      setOpen(true)
    }
    reopen()
    window.addEventListener('popstate', reopen)
    return () => window.removeEventListener('popstate', reopen)
  }, [])

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      const shortcut = (event.key === 'k' || event.key === 'K') && (event.metaKey || event.ctrlKey)
      if (
        shortcut ||
        (event.key === '/' &&
          !typingInField(event.target) &&
          !event.metaKey &&
          !event.ctrlKey &&
          !event.altKey)
      ) {
        event.preventDefault()
        setWanted(true)
        setOpen(true)
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  return (
    <>
      <Button
        variant="toolbar"
        size="compact"
        onClick={show}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        title={t('open')}
        aria-keyshortcuts="Control+K Meta+K /"
        data-testid="search-button"
      >
        <Search className="size-4" aria-hidden />
        {/* The visible word is the button's name (WCAG 2.5.3); on phones it is read only. */}
        <span className="sr-only lg:not-sr-only">{t('button')}</span>
        <kbd
          aria-hidden
          className="hidden rounded border border-slate-200 px-1.5 font-sans text-xs text-slate-600 lg:inline"
        >
          Ctrl K
        </kbd>
      </Button>
      {wanted && (
        <SearchPanel
          key={fromUrl}
          open={open}
          onOpenChange={setOpen}
          audience={audience}
          initial={fromUrl}
        />
      )}
    </>
  )
}
