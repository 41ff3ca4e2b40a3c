import { Paragraphs } from '../_parts/Paragraphs'

/**
 * A bisection step of the bench: the blank page with the journal's own stylesheet
 * (`public/journal.css`, copied in by the bench) linked in the head, render-blocking, as
 * the journal's pages have it. How far this moves the LCP from the floor is what the
 * stylesheet's request costs before the first paint.
 */
export default function BlankWithStylesheet() {
  return (
    <>
      {/* The journal's stylesheet exactly as a plain file, not through Next's CSS pipeline. */}
      {/* eslint-disable-next-line @next/next/no-css-tags */}
      <link rel="stylesheet" href="/journal.css" precedence="default" />
      <Paragraphs />
    </>
  )
}
