'use client'

import { useLocale } from 'next-intl'
import type { ReactNode } from 'react'
import useSWR from 'swr'

import { localeTagFor } from '@/i18n/locales'
import type { ArticleDetail } from '@/lib/articles/types'
import { useSessionUser } from '@/lib/auth/useSessionUser'

async function fetchArticle(url: string): Promise<ArticleDetail | null> {
  const res = await fetch(url, { credentials: 'include' })
  return res.ok ? ((await res.json()) as ArticleDetail) : null
}

/**
 * Body of a premium article (DESIGN §5). The page carries only the preview and the gate
 * (`children`); for a signed-in reader the browser asks `/api/articles/{id}`, where the
 * server decides whether this reader may see the full body. Visitors never request it.
 */
export function PremiumBody({
  articleId,
  previewHtml,
  className,
  children,
}: {
  articleId: number
  previewHtml: string
  className: string
  children: ReactNode
}) {
  const locale = useLocale()
  const { user } = useSessionUser()
  const { data, isLoading } = useSWR(
    user ? `/api/articles/${articleId}?locale=${localeTagFor(locale)}` : null,
    fetchArticle,
    {
      revalidateOnFocus: false,
      shouldRetryOnError: false,
    },
  )
  if (data && !data.gated) {
    return (
      <div
        className={className}
        data-testid="article-body"
        dangerouslySetInnerHTML={{ __html: data.bodyHtml }}
      />
    )
  }
  return (
    <div aria-busy={isLoading}>
      <div
        className={className}
        data-testid="article-body"
        dangerouslySetInnerHTML={{ __html: previewHtml }}
      />
      {children}
    </div>
  )
}
