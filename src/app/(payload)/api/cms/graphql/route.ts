/* THIS FILE WAS GENERATED AUTOMATICALLY BY PAYLOAD. */
/* DO NOT MODIFY IT BECAUSE IT COULD BE REWRITTEN AT ANY TIME. */
import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'

import { guardPayloadRoute } from '@/lib/payload/guardRequest'

// Not as generated: Payload's GraphQL handler lets a body it cannot parse (and any other
// error) escape as a 500, and answers 200 with errors while the database is down;
// guardPayloadRoute answers 400/503 JSON instead.
export const POST = guardPayloadRoute(GRAPHQL_POST(config), { graphql: true })

export const OPTIONS = REST_OPTIONS(config)
