import type { Payload, PayloadRequest } from 'payload'
import type { sql } from '@payloadcms/db-postgres'

import { sqlExecutor } from './adapter'

/** Runs one raw SQL statement (in `req`'s transaction when given) and returns its rows. */
export async function runSql(
  payload: Payload,
  query: ReturnType<typeof sql>,
  req?: Pick<PayloadRequest, 'transactionID'>,
): Promise<{ rows: Record<string, unknown>[] }> {
  return (await sqlExecutor(payload, req)).execute(query)
}
