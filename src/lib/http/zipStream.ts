import { Zip, ZipPassThrough } from 'fflate'

/**
 * One file of a streamed ZIP archive: its path inside the archive and its bytes, either at
 * hand or as a stream opened only when the archive gets to it.
 */
export type ZipEntry = {
  name: string
  data: Uint8Array | (() => Promise<ReadableStream<Uint8Array>>)
}

/**
 * Writes `entries` into `zip` one after the other and pauses (yields) after every chunk it
 * hands over, so the reader of the archive decides the pace. A stream left unfinished
 * (the reader cancelled) is cancelled too, which closes its file or S3 response.
 */
async function* writeEntries(zip: Zip, entries: AsyncIterable<ZipEntry>) {
  for await (const entry of entries) {
    const file = new ZipPassThrough(entry.name)
    zip.add(file)
    if (entry.data instanceof Uint8Array) {
      file.push(entry.data, true)
      yield
      continue
    }
    const reader = (await entry.data()).getReader()
    let finished = false
    try {
      for (let part = await reader.read(); !part.done; part = await reader.read()) {
        file.push(part.value)
        yield
      }
      finished = true
    } finally {
      if (!finished) await reader.cancel().catch(() => {})
    }
    file.push(new Uint8Array(0), true)
    yield
  }
  zip.end()
}

/** What to do around a streamed archive (see `zipStream`). */
export type ZipStreamOptions = {
  /**
   * Runs once when the archive is complete, failed (with the error) or was cancelled; the
   * reader sees the end of the archive only after it has settled.
   */
  onClose?: (error?: unknown) => void | Promise<void>
  /** Aborting it breaks the archive off (the stream errors with the abort reason). */
  signal?: AbortSignal
}

/**
 * A ZIP archive of `entries` as a byte stream, built while it is read: the next entry is
 * asked for, and the next chunk of its stream read, only when the reader wants more bytes,
 * so memory holds about one chunk at a time however large the archive grows (a file's
 * stream usually hands 64 KB chunks). Entries are stored, not compressed (PDFs and images
 * are compressed already), each followed by a data descriptor, since its size is known only
 * afterwards; no ZIP64, so at most 65,535 entries and 4 GiB. A failure while building
 * errors the stream, which cuts the download short.
 */
export function zipStream(
  entries: AsyncIterable<ZipEntry>,
  { onClose = () => {}, signal }: ZipStreamOptions = {},
): ReadableStream<Uint8Array> {
  let closed = false
  const close = async (error?: unknown) => {
    if (closed) return
    closed = true
    signal?.removeEventListener('abort', abort)
    await onClose(error)
  }
  let output: ReadableStreamDefaultController<Uint8Array> | undefined
  let complete = false
  const zip = new Zip((error, chunk, final) => {
    if (error) throw error
    if (chunk.length) output?.enqueue(chunk)
    if (final) complete = true
  })
  const steps = writeEntries(zip, entries)
  function abort() {
    if (closed) return
    output?.error(signal?.reason)
    void close(signal?.reason)
    void steps.return(undefined).catch(() => {})
  }
  signal?.addEventListener('abort', abort, { once: true })
  return new ReadableStream<Uint8Array>({
    start(controller) {
      output = controller
      if (signal?.aborted) abort()
    },
    async pull(controller) {
      try {
        await steps.next()
      } catch (error) {
        if (closed) return
        controller.error(error)
        await close(error)
        return
      }
      if (complete && !closed) {
        await close()
        controller.close()
      }
    },
    async cancel() {
      await close()
      await steps.return(undefined)
    },
  })
}
