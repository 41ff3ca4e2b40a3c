import type { CollectionBeforeChangeHook } from 'payload'

import { asServer } from '@/lib/payload/readAs'

/**
 * The audience of an article is that of its category (doctor | patient). Patient
 * articles are always free, so their `isPremium` switch is forced off; an
 * article that moves from a patient to a doctor category becomes premium again (the
 * doctor default, docs/product.md "The premium gate") until an editor switches that off.
 */
export const deriveAudience: CollectionBeforeChangeHook = async ({ data, req, originalDoc }) => {
  const categoryRef = data.category ?? originalDoc?.category
  const categoryId = typeof categoryRef === 'object' && categoryRef ? categoryRef.id : categoryRef
  if (categoryId == null) return data
  const category = await req.payload.findByID({
    collection: 'categories',
    id: categoryId,
    depth: 0,
    req,
    ...asServer("Hook: the category's audience is public; the server reads it for any writer."),
    select: { audience: true },
  })
  const previous = originalDoc?.audience
  data.audience = category.audience
  if (category.audience === 'patient') data.isPremium = false
  else if (previous === 'patient') data.isPremium = true
  return data
}
