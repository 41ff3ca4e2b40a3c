/**
 * The query string of a studio list filtered by `where` (Payload's list reads
 * `where[field][operator]=value` from the URL, nested objects and arrays as bracket paths),
 * e.g. `{ _status: { equals: 'draft' } }` -> `where[_status][equals]=draft`.
 */
export function listWhereQuery(where: Record<string, unknown>): string {
  const params = new URLSearchParams()
  const walk = (prefix: string, value: unknown) => {
    if (value && typeof value === 'object' && !Array.isArray(value))
      for (const [k, v] of Object.entries(value)) walk(`${prefix}[${k}]`, v)
    else if (Array.isArray(value)) value.forEach((v, i) => walk(`${prefix}[${i}]`, v))
    else params.set(prefix, String(value))
  }
  for (const [k, v] of Object.entries(where)) walk(`where[${k}]`, v)
  return params.toString()
}
