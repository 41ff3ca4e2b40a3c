/**
 * `npm run import:postal-codes -- <file>`: imports postal code centroids from a
 * GeoNames-format CSV (country_code, zipcode, place, …, latitude, longitude) into the
 * database (DATABASE_URL, or the embedded one), after applying migrations. Idempotent;
 * prints how many rows were new, changed, unchanged and skipped. Data from GeoNames is
 * CC BY 4.0: show "Postal code data © GeoNames, CC BY 4.0" where distances are used.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'

import { prepare } from './lib/prepare'

const file = process.argv[2]
if (!file || !existsSync(file)) {
  console.error('usage: npm run import:postal-codes -- <GeoNames-format CSV file>')
  process.exit(2)
}
const prepared = await prepare({ seed: false, postalCodesFile: path.resolve(file) })
await prepared.stopDatabase()
process.exit(0)
