'use client'

import { Command } from 'cmdk'
import { Loader2, Lock, Search } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'

import { useApiErrorText } from '@/components/api/useApiErrorText'
import { Button } from '@/components/ui/Button'
import type { ApiError } from '@/lib/api/contract/fetchJson'
import { foreignTextProps } from '@/i18n/foreignText'
import { useRouter } from '@/i18n/navigation'
import type { Audience } from '@/lib/audience'
import { articlePath } from '@/lib/routes'

import { Highlighted } from './Highlighted'
import { writeSearchToUrl } from './searchUrl'
import { useArticleSearch } from './useArticleSearch'

/**
 * The search dialog behind the header's search button (loaded on first use, see
 * `SearchDialog`): searches published articles in the page's language as the reader types
 * (debounced), `audience`'s articles first; arrows move through the results, Enter opens
 * one, Escape closes. Shows a hint, a loading state, an empty state, errors with a retry,
 * the number of results and "more results" paging. The query stands in the address while
 * the dialog is open (`?search=…`, `searchUrl.ts`) and stays there when a result is opened,
 * so Back returns to this search; closing the dialog removes it. `initial` is a query an
 * address brought along (the dialog gives the panel a new `key` when it changes).
 */
export function SearchPanel({
  open,
  onOpenChange,
  audience,
  initial,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  audience: Audience
  initial: string
}) {
  const t = useTranslations('Search')
  const didYouMean = useTranslations('SearchSuggestion')
  const errorText = useApiErrorText()
  const locale = useLocale()
  const router = useRouter()
  const [text, setText] = useState(initial)
  const search = useArticleSearch(open ? text : '', locale, audience)
  const setOpen = onOpenChange
  // Set while a result is being opened: the query then stays in the search page's address.
  const leaving = useRef(false)

  useEffect(() => {
    if (open) leaving.current = false
    else if (leaving.current) return
    writeSearchToUrl(open ? text.trim() : '')
  }, [open, text])

  function openArticle(id: number) {
    leaving.current = true
    setOpen(false)
    router.push(articlePath(id))
  }

  const query = text.trim()
  const showEmpty =
    query &&
    !search.isLoading &&
    !search.error &&
    search.settledQuery &&
    search.results.length === 0
  return (
    <Command.Dialog
      open={open}
      onOpenChange={setOpen}
      label={t('dialogLabel')}
      shouldFilter={false}
      loop
      overlayClassName="fixed inset-0 z-50 bg-slate-900/40"
      contentClassName="fixed inset-x-0 top-0 z-50 mx-auto flex max-h-[100dvh] w-full max-w-2xl flex-col overflow-hidden bg-white shadow-xl sm:top-[10vh] sm:max-h-[75vh] sm:rounded-lg"
      className="flex min-h-0 flex-1 flex-col"
    >
      <div className="flex items-center gap-2 border-b border-slate-200 px-4">
        {search.isLoading ? (
          <Loader2 className="size-5 animate-spin text-brand-600" aria-hidden />
        ) : (
          <Search className="size-5 text-slate-400" aria-hidden />
        )}
        <Command.Input
          value={text}
          onValueChange={setText}
          placeholder={t('placeholder')}
          maxLength={200}
          className="h-14 flex-1 bg-transparent text-base outline-none"
        />
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setOpen(false)}
          className="px-2 text-xs font-normal text-slate-600"
        >
          {t('close')}
        </Button>
      </div>
      <p className="sr-only" role="status" aria-live="polite">
        {search.isLoading
          ? t('loading')
          : search.settledQuery && !search.error
            ? t('resultCount', { count: search.total })
            : ''}
      </p>
      <Command.List className="min-h-0 flex-1 overflow-y-auto p-2" data-testid="search-results">
        {!query && <p className="px-3 py-6 text-sm text-slate-600">{t('hint')}</p>}
        {search.error && (
          <div role="alert" className="px-3 py-6 text-sm text-red-700">
            {errorText(search.error as ApiError) ?? t('error')}{' '}
            <Button
              variant="link"
              onClick={search.retry}
              className="font-semibold text-inherit underline"
            >
              {t('retry')}
            </Button>
          </div>
        )}
        {showEmpty && (
          <p className="px-3 py-6 text-sm text-slate-600">
            {t('empty', { query: search.settledQuery })}
          </p>
        )}
        {showEmpty && search.suggestion && (
          <Command.Item
            value="suggestion"
            onSelect={() => setText(search.suggestion!)}
            className="cursor-pointer rounded-md px-3 py-2 text-sm text-slate-700 data-[selected=true]:bg-brand-50"
            data-testid="search-suggestion"
          >
            {didYouMean.rich('didYouMean', {
              suggestion: search.suggestion,
              term: (chunks) => <span className="font-semibold text-brand-700">{chunks}</span>,
            })}
          </Command.Item>
        )}
        {query && search.results.length > 0 && (
          <p className="px-3 pt-1 pb-2 text-xs text-slate-600">
            {t('resultCount', { count: search.total })}
          </p>
        )}
        {query &&
          search.results.map((hit) => (
            <Command.Item
              key={hit.id}
              value={String(hit.id)}
              onSelect={() => openArticle(hit.id)}
              className="cursor-pointer rounded-md px-3 py-3 data-[selected=true]:bg-brand-50"
            >
              <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
                {hit.category && (
                  <span className="font-semibold tracking-wide text-brand-700 uppercase">
                    {hit.category.displayName}
                  </span>
                )}
                {hit.audience === 'patient' && audience === 'doctor' && (
                  <span>{t('forPatients')}</span>
                )}
                {hit.audience === 'doctor' && audience === 'patient' && (
                  <span>{t('forDoctors')}</span>
                )}
                {hit.isPremium && (
                  <span className="inline-flex items-center gap-1">
                    <Lock className="size-3" aria-hidden />
                    {t('premium')}
                  </span>
                )}
                {hit.locale !== locale && (
                  <span>{t('inLanguage', { locale: hit.locale.toUpperCase() })}</span>
                )}
              </div>
              <Highlighted
                segments={hit.titleHighlight}
                className="mt-1 block font-semibold text-slate-900"
                textProps={foreignTextProps(hit.locale, locale)}
              />
              {hit.snippet.length > 0 && (
                <Highlighted
                  segments={hit.snippet}
                  className="mt-1 line-clamp-3 block text-sm text-slate-600"
                  textProps={foreignTextProps(hit.locale, locale)}
                />
              )}
            </Command.Item>
          ))}
        {query && search.hasMore && (
          <Command.Item
            value="more"
            onSelect={search.loadMore}
            className="cursor-pointer rounded-md px-3 py-2 text-center text-sm font-semibold text-brand-700 data-[selected=true]:bg-brand-50"
          >
            {search.isLoadingMore ? t('loading') : t('more')}
          </Command.Item>
        )}
      </Command.List>
    </Command.Dialog>
  )
}
