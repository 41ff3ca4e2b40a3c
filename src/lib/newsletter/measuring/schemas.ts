import { z } from 'zod'

import { isWebAddress, MAX_WEB_ADDRESS_LENGTH } from '@/lib/urls/webAddress'

/** `GET /api/newsletter/open` query: `t`, the delivery's open token (`<id>.<signature>`). */
export const openQuery = z.object({ t: z.string().min(3).max(64) })

/**
 * `GET /api/newsletter/click` query: `d` the delivery id, `u` the target (an absolute
 * http(s) URL of at most MAX_WEB_ADDRESS_LENGTH characters, `isWebAddress`), `s` its signature.
 */
export const clickQuery = z.object({
  d: z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .transform(Number),
  u: z.string().max(MAX_WEB_ADDRESS_LENGTH).refine(isWebAddress),
  s: z.string().length(43),
})

/** `POST /api/newsletter/measuring?token=…` body: `allow` true gives the consent, false withdraws it. */
export const measuringBody = z.object({ allow: z.boolean() })
