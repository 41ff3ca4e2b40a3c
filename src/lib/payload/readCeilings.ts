import { parse } from 'qs-esm'

/**
 * How much one read through Payload's REST or GraphQL API (`/api/cms`) may return to
 * anyone who is not staff: at most `limit` documents per page (so `limit=0`, which Payload
 * reads as "all", and `pagination=false` are refused too) and relationships populated at
 * most `depth` levels deep. Staff need more in the studio (lists of 100+, relationship
 * pickers); the journal's own pages read through the server and need none of it.
 */
export const READ_CEILINGS = { limit: 100, depth: 2 } as const

/** Which ceiling a request breaks. */
export type CeilingBreach = 'limit' | 'pagination' | 'depth'

/** Payload's own reading of a number parameter (`isNumber`): a list of one number counts too. */
function payloadNumber(value: unknown): number | undefined {
  if (value === null || value === undefined) return undefined
  if (typeof value === 'string' && value.trim() === '') return undefined
  const number = Number(value)
  return Number.isNaN(number) ? undefined : number
}

/**
 * The first ceiling the query string of a REST request breaks, or null: `limit` outside
 * 1..READ_CEILINGS.limit, `pagination=false` (Payload's spelling of "every row"), `depth`
 * above READ_CEILINGS.depth. The string is read as Payload reads it (qs-esm with Payload's
 * options, then its number and boolean rules), so `limit[0]=0` or `limit[]=0`, which Payload
 * takes for 0, are seen as 0 here too.
 */
export function restCeilingBreach(search: string): CeilingBreach | null {
  if (!search || search === '?') return null
  const query = parse(search, {
    allowEmptyArrays: true,
    arrayLimit: 1000,
    depth: 10,
    ignoreQueryPrefix: true,
  }) as Record<string, unknown>
  if (query.pagination === 'false') return 'pagination'
  const limit = payloadNumber(query.limit)
  if (limit !== undefined && (limit <= 0 || limit > READ_CEILINGS.limit)) return 'limit'
  const depth = payloadNumber(query.depth)
  if (depth !== undefined && depth > READ_CEILINGS.depth) return 'depth'
  return null
}

/** The German message of a refused read, naming the ceiling. */
export function ceilingMessage(breach: CeilingBreach | 'too_costly'): string {
  switch (breach) {
    case 'limit':
      return `Höchstens ${READ_CEILINGS.limit} Einträge je Abfrage (limit 1–${READ_CEILINGS.limit}).`
    case 'pagination':
      return `Abfragen ohne Seiten (pagination=false) sind nicht erlaubt; höchstens ${READ_CEILINGS.limit} Einträge je Seite.`
    case 'depth':
      return `Verknüpfungen werden höchstens ${READ_CEILINGS.depth} Ebenen tief geladen (depth 0–${READ_CEILINGS.depth}).`
    case 'too_costly':
      return 'Die Abfrage ist zu umfangreich: zu viele Felder, Aliasse oder Ebenen.'
  }
}
