'use client'

import { PlayCircle } from 'lucide-react'
import { useLocale } from 'next-intl'
import type { ReactNode } from 'react'
import useSWR from 'swr'

import { localeTagFor } from '@/i18n/localeCodes'
import {
  articleBodyPath,
  fetchArticleBody,
  type ArticleBodyAnswer,
} from '@/lib/api/contract/articles'
import { SIGNED_IN_HINT_PATTERN } from '@/lib/auth/signedInHint'
import { Button } from '@/components/ui/Button'
import type { ForeignTextProps } from '@/i18n/foreignText'
import { useSignedInHint } from '@/components/auth/useSignedInHint'

declare global {
  interface Window {
    /**
     * Article answers requested by the inline script below before hydration, by URL; null
     * once this component asked for the article itself (the script then leaves it alone).
     */
    __djPremiumBody?: Record<string, Promise<ArticleBodyAnswer | null> | null>
  }
}

/**
 * The answer the inline script below already asked for, else a request of its own (marked,
 * so that a script running later asks no second time).
 */
function loadBody(url: string): Promise<ArticleBodyAnswer | null> {
  const requests = (window.__djPremiumBody ??= {})
  const early = requests[url]
  requests[url] = null
  return early ?? fetchArticleBody(url)
}

/**
 * Runs as soon as the HTML is parsed (a module script: it never holds up the parser, so
 * the text above it is painted without waiting for it; docs/performance.md): in a browser
 * with a session hint it marks `<html data-signed-in>` (CSS then hides the preview and
 * leaves out the room kept for the upsell) and asks for the article at once, before the
 * app's scripts hydrate, so a member reads the preview and then the full body.
 */
function earlyRequestScript(url: string): string {
  const u = JSON.stringify(url)
  return `(function(){if(!new RegExp(${JSON.stringify(SIGNED_IN_HINT_PATTERN)}).test(document.cookie))return;document.documentElement.setAttribute('data-signed-in','');var m=window.__djPremiumBody=window.__djPremiumBody||{};if(${u} in m)return;m[${u}]=fetch(${u},{credentials:'include'}).then(function(r){return r.ok?r.json():null}).catch(function(){return null})})()`
}

/**
 * Body of a premium article. The cached page carries only the free preview; whether this
 * reader may see the full body is decided by the server (`GET /api/articles/{id}`), asked
 * only by browsers with a signed-in hint. What each reader sees:
 * - visitors (no hint): the preview, then the upsell (`children`) once the page is live;
 * - readers with a hint: the preview until the server answers, then the full body, or the
 *   preview and the upsell when the server says they may not read it.
 * Before the browser has decided (server HTML, hydration) everybody sees the preview, and
 * the upsell is not in the page at all, so a member never sees it (the room kept for it is
 * left out for hinted readers, CSS on `html[data-signed-in]`). The video link of a premium article
 * is not in the cached page either: it comes with the full body (`videoUrl`) and is shown
 * above it, labelled `videoLabel`.
 */
export function PremiumBody({
  articleId,
  previewHtml,
  className,
  textProps,
  videoLabel,
  children,
}: {
  articleId: number
  previewHtml: string
  className: string
  /** `lang` and `dir` of the body text when it differs from the page's (`foreignTextProps`). */
  textProps: ForeignTextProps
  /** Label of the video link, set when the article has a video ("Video ansehen"). */
  videoLabel?: string
  children: ReactNode
}) {
  const url = articleBodyPath(articleId, localeTagFor(useLocale()))
  const hint = useSignedInHint()
  const { data, isLoading } = useSWR(hint ? url : null, loadBody, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  })
  const preview = (extra = '') => (
    <div
      className={`${className} ${extra}`}
      data-testid="article-body"
      {...textProps}
      dangerouslySetInnerHTML={{ __html: previewHtml }}
    />
  )

  if (hint === null)
    return (
      <div>
        <script type="module" dangerouslySetInnerHTML={{ __html: earlyRequestScript(url) }} />
        {preview()}
        {/* room for the upsell, so it does not push the page down when it appears */}
        <div className="hide-when-signed-in min-h-80 sm:min-h-64" aria-hidden />
      </div>
    )
  // A member reads the preview (the article's first part) while the full body loads.
  if (hint && (isLoading || data === undefined)) return <div aria-busy="true">{preview()}</div>
  if (data && !data.gated)
    return (
      <>
        {videoLabel && data.videoUrl && (
          <div className="mt-6">
            <Button asChild variant="outline">
              <a href={data.videoUrl} rel="noopener">
                <PlayCircle className="size-4" aria-hidden />
                {videoLabel}
              </a>
            </Button>
          </div>
        )}
        <div
          className={className}
          data-testid="article-body"
          {...textProps}
          dangerouslySetInnerHTML={{ __html: data.bodyHtml }}
        />
      </>
    )
  return (
    <div>
      {preview()}
      {children}
    </div>
  )
}
