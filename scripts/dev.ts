/** `npm run dev`: embedded PostgreSQL (unless DATABASE_URL), migrations, demo content, `next dev`. */
import { prepare } from './lib/prepare'
import { runNext } from './lib/runNext'

const prepared = await prepare({ seed: true })
runNext(['dev', ...process.argv.slice(2)], prepared)
