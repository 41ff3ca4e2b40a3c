import { JSDOM } from 'jsdom'

let shared: JSDOM | undefined

/**
 * A parsed HTML body in one jsdom window the whole process reuses: a window of its own for
 * each of thousands of posts costs memory faster than it is collected (a 5000-post archive
 * grew the process to several GB). Not reentrant: finish with the document before parsing
 * the next body.
 */
export function parseBody(html: string): Document {
  shared ??= new JSDOM('<!DOCTYPE html><body></body>')
  const { document } = shared.window
  document.body.innerHTML = html
  return document
}

/**
 * What `convertHTMLToLexical` asks for (a `JSDOM`-like class) on top of `parseBody`, so the
 * editor's HTML import reuses the same window.
 */
export class SharedDom {
  window: { document: Document }
  constructor(html: string) {
    this.window = { document: parseBody(html) }
  }
}
