import type { Payload } from 'payload'

const VERSIONS_PATH = /^\/api\/cms\/(?:(globals)\/)?([^/]+)\/versions(?:\/|$)/

/**
 * True when `pathname` asks for the versions (`/api/cms/{collection}/versions…` or
 * `/api/cms/globals/{global}/versions…`) of a collection or global that keeps none: Payload
 * would query a versions table that does not exist and answer 500, where "no such thing"
 * (404) is the truth.
 */
export function isVersionsOfUnversioned(payload: Payload, pathname: string): boolean {
  const match = VERSIONS_PATH.exec(pathname)
  if (!match) return false
  const [, global, slug] = match
  const entity = global
    ? payload.config.globals.find((g) => g.slug === slug)
    : payload.config.collections.find((c) => c.slug === slug)
  return Boolean(entity) && !entity!.versions
}
