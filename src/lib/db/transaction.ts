import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
  type TypedUser,
} from 'payload'

/**
 * Runs `work` with a local request of its own in a new database transaction (every Local-API
 * call and raw SQL given that `req` takes part in it). Commits when `commit(result)` is true
 * (by default always) and rolls back otherwise, so `work` can answer a refusal without
 * leaving half its writes behind; rolls back and rethrows when `work` throws. `user` is the
 * request's user (hooks and access see it), none by default.
 */
export async function inTransaction<T>(
  payload: Payload,
  work: (req: PayloadRequest) => Promise<T>,
  options: { user?: TypedUser; commit?: (result: T) => boolean } = {},
): Promise<T> {
  const req = await createLocalReq(options.user ? { user: options.user } : {}, payload)
  await initTransaction(req)
  try {
    const result = await work(req)
    if (options.commit?.(result) ?? true) await commitTransaction(req)
    else await killTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
