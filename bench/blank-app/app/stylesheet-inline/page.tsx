import { readFileSync } from 'node:fs'
import path from 'node:path'

import { Paragraphs } from '../_parts/Paragraphs'

/**
 * A bisection step of the bench: the blank page with the journal's stylesheet written into
 * the page as a `<style>` element (read from `public/journal.css` at build time), so no
 * request stands before the first paint. Compared with the linked step, this is what
 * inlining would win, and what it adds to the HTML (the App Router writes the text twice).
 */
export default function BlankWithInlineStylesheet() {
  const css = readFileSync(path.join(process.cwd(), 'public/journal.css'), 'utf8')
  return (
    <>
      <style>{css}</style>
      <Paragraphs />
    </>
  )
}
