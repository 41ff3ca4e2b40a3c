/* THIS FILE WAS GENERATED AUTOMATICALLY BY PAYLOAD. */
/* DO NOT MODIFY IT BECAUSE IT COULD BE REWRITTEN AT ANY TIME. */
import config from '@payload-config'
import '@payloadcms/next/css'
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes'

import { guardPayloadRoute } from '@/lib/payload/guardRequest'

// Not as generated: Payload answers 500 to a body it cannot parse (broken multipart or
// JSON) and lets some errors escape; guardPayloadRoute answers 400/413 JSON before Payload
// reads a body, and 503 while the database is down.
export const GET = guardPayloadRoute(REST_GET(config))
export const POST = guardPayloadRoute(REST_POST(config))
export const DELETE = guardPayloadRoute(REST_DELETE(config))
export const PATCH = guardPayloadRoute(REST_PATCH(config))
export const PUT = guardPayloadRoute(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
