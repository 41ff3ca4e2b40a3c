import type { PageVariant } from './pageSnapshot'

/** Every inline `<script>` that runs (not structured data), with its contents. */
const RUNNING_INLINE_SCRIPT =
  /<script\b(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/gi

/** The inline parts of the App Router's payload (`self.__next_f.push([1, …])`). */
const RSC_PAYLOAD = /<script>self\.__next_f\.push\(\[1,[\s\S]*?<\/script>/g

/** A `<link rel="stylesheet">` of the page, its address in group 1. */
const STYLESHEET_LINK = /<link\b(?=[^>]*\brel="stylesheet")[^>]*\bhref="([^"]+)"[^>]*\/?>/g

/** The first element `tag` of the page, with everything inside it (no nesting of the same tag). */
const firstElement = (tag: string) => new RegExp(`<${tag}\\b[\\s\\S]*?</${tag}>`)

/**
 * The steps of the bench's bisection (BENCH_BISECT=1): a premium article page served from
 * memory with one part taken out, each measured by Lighthouse in the same run as the page
 * itself, its version without any script and the blank App Router page. How far a step
 * moves the LCP towards the floor is what that part costs (docs/performance.md).
 * The pages without payload or inline scripts do not hydrate: they measure, not work.
 */
export const bisectionVariants: Record<string, PageVariant> = {
  'without the App Router payload': (html) => html.replace(RSC_PAYLOAD, ''),
  'without inline scripts': (html) =>
    html.replace(RUNNING_INLINE_SCRIPT, (script) =>
      script.includes('self.__next_f') || script.includes('TURBOPACK') ? script : '',
    ),
  'without the header': (html) => html.replace(firstElement('header'), ''),
  'without the footer': (html) => html.replace(firstElement('footer'), ''),
  'with the stylesheet inline': (html, file) =>
    html.replace(STYLESHEET_LINK, (link, href: string) => {
      const css = file(href.replaceAll('&amp;', '&'))
      return css === undefined ? link : `<style>${css}</style>`
    }),
}
