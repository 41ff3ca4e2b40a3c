/**
 * The browser's own copy of an editor's unsaved text (localStorage), as WordPress keeps one:
 * it survives a reload, a crashed tab or a lost connection, and the studio offers it back
 * on return (`UnsavedWorkGuard.client.tsx`). One copy per collection, document and content
 * language; a new document's copy is kept under `new` until its first save gives it an id.
 * Storage failures (private mode, full quota) are ignored: the copy is a safety net, the
 * server's drafts stay the record.
 */

/** One kept copy: when it was taken (ms since 1970) and the form's values then. */
export type LocalCopy = { savedAt: number; data: Record<string, unknown> }

const PREFIX = 'dj-studio-unsaved:'

/** Copies older than this are removed when the studio opens a document (30 days, in ms). */
const KEEP_MS = 30 * 24 * 60 * 60 * 1000

/**
 * Top-level fields the studio fills in itself (ids, dates, status, the slug made from the
 * title): left out when deciding whether a copy holds text the server lacks.
 */
const GENERATED_FIELDS = new Set(['id', '_status', 'slug', 'createdAt', 'updatedAt', 'deletedAt'])

/** Storage key of the copy of `collection` document `id` (undefined: a new one) in `locale`. */
export function localCopyKey(
  collection: string,
  id: number | string | undefined | null,
  locale: string,
): string {
  return `${PREFIX}${collection}:${id ?? 'new'}:${locale}`
}

/** The copy under `key`, or null when there is none or it is unreadable. */
export function readLocalCopy(key: string): LocalCopy | null {
  try {
    const raw = window.localStorage.getItem(key)
    if (!raw) return null
    const copy = JSON.parse(raw) as Partial<LocalCopy> | null
    if (typeof copy?.savedAt !== 'number' || !copy.data || typeof copy.data !== 'object')
      return null
    return { savedAt: copy.savedAt, data: copy.data }
  } catch {
    return null
  }
}

/** Keeps `copy` under `key` (replacing the one before). */
export function writeLocalCopy(key: string, copy: LocalCopy): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(copy))
  } catch {
    // Full or forbidden storage: the server's autosave still runs.
  }
}

/** Forgets the copy under `key`. */
export function removeLocalCopy(key: string): void {
  try {
    window.localStorage.removeItem(key)
  } catch {
    // Nothing to forget.
  }
}

/**
 * Notes in this tab (sessionStorage) that the copy under `key` belongs to a document this tab
 * has just created by its first save, so the document's page puts text typed on the way back
 * at once instead of offering it (`takeJustCreated`).
 */
export function markJustCreated(key: string): void {
  try {
    window.sessionStorage.setItem(`${PREFIX}created:${key}`, '1')
  } catch {
    // Without the note the copy is offered instead.
  }
}

/** Whether `key`'s document was just created in this tab (`markJustCreated`); forgets the note. */
export function takeJustCreated(key: string): boolean {
  try {
    const note = `${PREFIX}created:${key}`
    const found = window.sessionStorage.getItem(note) !== null
    window.sessionStorage.removeItem(note)
    return found
  } catch {
    return false
  }
}

/** Removes every studio copy taken more than 30 days before `now` (ms). */
export function pruneLocalCopies(now: number): void {
  try {
    const storage = window.localStorage
    for (let i = storage.length - 1; i >= 0; i--) {
      const key = storage.key(i)
      if (!key?.startsWith(PREFIX)) continue
      const copy = readLocalCopy(key)
      if (!copy || now - copy.savedAt > KEEP_MS) storage.removeItem(key)
    }
  } catch {
    // Storage unavailable: nothing kept either.
  }
}

/**
 * The words a value holds, the way an editor reads them: a text field's value as it is, and
 * in rich text (Lexical JSON) and other nested values only the `text` of their nodes, so
 * formatting data that the server normalises does not count as a change. Parts are joined
 * with a line break.
 */
export function wordsOf(value: unknown, nested = false): string {
  if (typeof value === 'string') return nested ? '' : value.trim()
  if (Array.isArray(value))
    return value
      .map((item) => wordsOf(item, true))
      .filter(Boolean)
      .join('\n')
  if (!value || typeof value !== 'object') return ''
  return Object.entries(value as Record<string, unknown>)
    .map(([key, item]) =>
      key === 'text' && typeof item === 'string' ? item.trim() : wordsOf(item, true),
    )
    .filter(Boolean)
    .join('\n')
}

/** The typed words of each field of form values `data`, generated fields left out. */
function fieldWords(data: Record<string, unknown>): Map<string, string> {
  const words = new Map<string, string>()
  for (const [field, value] of Object.entries(data)) {
    if (GENERATED_FIELDS.has(field)) continue
    const text = wordsOf(value)
    if (text) words.set(field, text)
  }
  return words
}

/**
 * Whether `copy` is worth offering back over the form's values `current`: it holds words
 * that `current` lacks (a field whose words differ), and it was taken after the document's
 * last save `savedAt` (ISO 8601; absent for a new document), so a copy the server has since
 * overtaken (a later autosave, another editor's save) is not offered.
 */
export function copyWorthOffering(
  copy: LocalCopy,
  current: Record<string, unknown>,
  savedAt?: string | null,
): boolean {
  const lastSave = savedAt ? new Date(savedAt).getTime() : Number.NaN
  if (!Number.isNaN(lastSave) && copy.savedAt <= lastSave) return false
  const now = fieldWords(current)
  for (const [field, text] of fieldWords(copy.data)) if (now.get(field) !== text) return true
  return false
}

/** The first words of a copy (title first), at most `max` characters, for the offer. */
export function copyExcerpt(copy: LocalCopy, max = 120): string {
  const words = [...fieldWords(copy.data).values()].join(' · ').replace(/\s+/g, ' ')
  return words.length > max ? `${words.slice(0, max - 1)}…` : words
}
