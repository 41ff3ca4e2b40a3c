import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { LOCALES } from '@/i18n/locales'
import { loadOwnMessages } from '@/i18n/messages'
import { runSql } from '@/lib/db/executor'

/**
 * Gives every category a name in every language that has none yet: the name the UI
 * catalogue of that language gives its English slug (`Taxonomy.categories.<slugEn>` in
 * `messages/<code>.json`). Names already stored (an editor's or an earlier fill) are never
 * changed; a category the catalogues do not know (created in the studio) keeps showing its
 * German name until an editor names it. One statement; runs at every start. Returns how
 * many names were added.
 */
export async function fillCategoryNames(payload: Payload): Promise<number> {
  const { rows } = await runSql(payload, sql`select id, slug_en from categories`)
  const values: ReturnType<typeof sql>[] = []
  for (const locale of LOCALES) {
    const taxonomy = (await loadOwnMessages(locale))?.Taxonomy
    const names = typeof taxonomy === 'object' ? taxonomy.categories : undefined
    for (const row of rows) {
      const name = typeof names === 'object' ? names[String(row.slug_en)] : undefined
      if (typeof name === 'string' && name)
        values.push(sql`(${name}, ${locale}::_locales, ${Number(row.id)})`)
    }
  }
  if (values.length === 0) return 0
  const inserted = await runSql(
    payload,
    sql`insert into categories_locales (display_name, _locale, _parent_id)
        values ${sql.join(values, sql`, `)}
        on conflict (_locale, _parent_id) do nothing
        returning id`,
  )
  return inserted.rows.length
}
