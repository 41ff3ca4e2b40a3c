import { idParam } from '@/lib/api/params'

/** The article id of a `/article/{id}` URL, or null when it is not a positive integer. */
export function articleIdFrom(segment: string): number | null {
  const parsed = idParam.safeParse(segment)
  return parsed.success ? parsed.data : null
}
