import { stat } from 'node:fs/promises'
import path from 'node:path'

import type { PayloadRequest, TypeWithID } from 'payload'

/** The arguments Payload hands an upload collection's file handler. */
type FileHandlerArgs = { doc: TypeWithID; params: { filename: string } }

/**
 * An upload collection's file handler (`upload.handlers`) that answers 404 JSON
 * `{ code, message }` when the file a document names is not in `staticDir` (deleted by hand,
 * a backup restored without its files): Payload itself answers that with 500. Runs after
 * Payload's access check; a present file (or a name outside the folder, which Payload
 * refuses with 400) is left to Payload.
 */
export function missingFileAnswers404(staticDir: () => string) {
  return (_req: PayloadRequest, { params }: FileHandlerArgs): Promise<void> | Promise<Response> => {
    const dir = path.resolve(staticDir())
    const file = path.resolve(dir, params.filename)
    if (!file.startsWith(dir + path.sep)) return Promise.resolve()
    return stat(file).then(
      () => undefined,
      (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error
        return Response.json(
          { code: 'file_not_found', message: 'Datei nicht gefunden' },
          { status: 404, headers: { 'Cache-Control': 'no-store' } },
        )
      },
    ) as Promise<void> | Promise<Response>
  }
}
