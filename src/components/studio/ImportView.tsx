import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'

import { checkRole } from '@/lib/auth/roles'
import { asReader } from '@/lib/payload/readAs'

import { ImportPanel } from './ImportPanel.client'

/**
 * The studio's "Import" screen (`/admin/import`, admins): moving an existing journal in
 * from a Ghost export or a WordPress WXR file (docs/operations.md, "Moving an existing
 * journal"). The page passes the journal's categories to `ImportPanel`, which uploads the
 * file, shows the dry-run report and the category mapping to confirm, and follows the import.
 */
export async function ImportView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  const user = req.user
  const admin = checkRole(['admin'], user)
  const categories = admin
    ? (
        await req.payload.find({
          collection: 'categories',
          pagination: false,
          depth: 0,
          sort: 'sortOrder',
          locale: 'de',
          // As the admin: categories are public anyway.
          ...asReader(user),
        })
      ).docs.map((c) => ({ slug: c.slug, name: c.displayName }))
    : []
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <h1 style={{ margin: '24px 0' }}>Import</h1>
        {admin ? (
          <ImportPanel categories={categories} />
        ) : (
          <p>Importe können nur Administratoren starten.</p>
        )}
      </Gutter>
    </DefaultTemplate>
  )
}
