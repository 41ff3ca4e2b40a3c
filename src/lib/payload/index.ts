import 'server-only'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The process-wide Payload instance (Payload caches it; safe to call per request). */
export function payloadClient(): Promise<Payload> {
  return getPayload({ config })
}
