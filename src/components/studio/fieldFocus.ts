/**
 * Where the editor was typing when a new document's first draft opened its own page
 * (`useDraftOnFirstChange`): that page is a new form, so the browser's focus and caret
 * would be lost and further keystrokes would go nowhere. The field is remembered in this
 * tab (sessionStorage) under the new document's copy key and focused again once the page
 * is there (`returnFieldFocus`).
 */

/** The rich-text editors of the form, in page order (Lexical's editable element). */
const RICH_TEXT = '.field-type.rich-text-lexical [contenteditable="true"]'

const NOTE = 'dj-studio-focus:'

/**
 * A focused field: a text input by its element id (`field-title`) with the caret's range and
 * the value's length then (characters), or the n-th rich-text editor of the form.
 */
type FieldFocus =
  { id: string; start: number | null; end: number | null; length: number } | { richText: number }

type TextInput = HTMLInputElement | HTMLTextAreaElement

const isTextInput = (el: Element | null): el is TextInput =>
  el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement

/** The form field that has the focus now, or null (nothing, or not a field). */
function focusedField(): FieldFocus | null {
  const active = document.activeElement
  if (isTextInput(active) && active.id.startsWith('field-'))
    return {
      id: active.id,
      start: active.selectionStart,
      end: active.selectionEnd,
      length: active.value.length,
    }
  const editable = active?.closest('[contenteditable="true"]')
  const index = editable ? [...document.querySelectorAll(RICH_TEXT)].indexOf(editable) : -1
  return index >= 0 ? { richText: index } : null
}

/**
 * Focuses the field again: an input with its caret where it was (at the end when its text
 * has changed since), a rich-text editor with the caret at the end of its text. False when
 * the field is not on the page (yet).
 */
function focusField(focus: FieldFocus): boolean {
  if ('id' in focus) {
    const input = document.getElementById(focus.id)
    if (!isTextInput(input)) return false
    input.focus()
    const end = input.value.length
    const same = end === focus.length
    input.setSelectionRange(same ? (focus.start ?? end) : end, same ? (focus.end ?? end) : end)
    return true
  }
  const editable = document.querySelectorAll<HTMLElement>(RICH_TEXT)[focus.richText]
  if (!editable) return false
  editable.focus()
  // A collapsed selection after the last character; Lexical takes it over from the DOM.
  const range = document.createRange()
  range.selectNodeContents(editable)
  range.collapse(false)
  const selection = window.getSelection()
  selection?.removeAllRanges()
  selection?.addRange(range)
  return true
}

/** Notes the focused field for the page of the document whose copy key is `key`. */
export function rememberFieldFocus(key: string): void {
  const focus = focusedField()
  try {
    if (focus) window.sessionStorage.setItem(NOTE + key, JSON.stringify(focus))
  } catch {
    // Without the note the page opens without focus, as before.
  }
}

/** How long (ms) after arrival the page gives the remembered field its focus back. */
const RETURN_FOCUS_MS = 3000

/**
 * Gives the field remembered for `key` (`rememberFieldFocus`) its focus back and forgets the
 * note. The new page may still be rendering, or rebuild the editor when the text typed on
 * the way is put back: for RETURN_FOCUS_MS the focus is returned whenever nothing has it,
 * and left alone as soon as the editor puts it elsewhere.
 */
export function returnFieldFocus(key: string): void {
  let focus: FieldFocus | null = null
  try {
    const note = window.sessionStorage.getItem(NOTE + key)
    window.sessionStorage.removeItem(NOTE + key)
    focus = note ? (JSON.parse(note) as FieldFocus) : null
  } catch {
    return
  }
  if (!focus) return
  const target = focus
  const until = Date.now() + RETURN_FOCUS_MS
  let placed: Element | null = null
  const tick = () => {
    const active = document.activeElement
    const nothingFocused = !active || active === document.body
    if (!nothingFocused && active !== placed) return // The editor went elsewhere.
    if (nothingFocused && focusField(target)) placed = document.activeElement
    if (Date.now() < until) window.setTimeout(tick, 100)
  }
  tick()
}
