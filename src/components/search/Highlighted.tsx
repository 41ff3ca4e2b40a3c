import type { HighlightSegment } from '@/lib/search/highlight'
import type { ForeignTextProps } from '@/i18n/foreignText'

/**
 * Text with the search matches marked (`<mark>`). Renders the API's `{ text, match }`
 * segments as React text, so stored text is never interpreted as HTML.
 */
export function Highlighted({
  segments,
  className,
  textProps,
}: {
  segments: readonly HighlightSegment[]
  className?: string
  /** `lang` and `dir` of text in another language than the page's (`foreignTextProps`). */
  textProps?: ForeignTextProps
}) {
  return (
    <span className={className} {...textProps}>
      {segments.map((s, i) =>
        s.match ? (
          <mark key={i} className="rounded-sm bg-amber-100 px-0.5 text-inherit">
            {s.text}
          </mark>
        ) : (
          <span key={i}>{s.text}</span>
        ),
      )}
    </span>
  )
}
