/**
 * `npm run seed`: writes the demo content into an empty database (DATABASE_URL).
 * Refuses in production; does nothing when articles exist.
 */
import { getPayload } from 'payload'

import config from '@payload-config'

import { isEmpty, seedDemoContent } from './seed'

if (process.env.NODE_ENV === 'production') {
  console.error('Refusing to seed demo content (and demo accounts) with NODE_ENV=production.')
  process.exit(1)
}
const payload = await getPayload({ config })
if (await isEmpty(payload)) await seedDemoContent(payload, (m) => payload.logger.info(m))
else payload.logger.info('database has articles: seed skipped')
process.exit(0)
