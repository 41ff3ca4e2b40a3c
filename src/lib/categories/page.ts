import 'server-only'

import { cache } from 'react'

import type { Locale } from '@/i18n/locales'
import { getCategoryArticles } from '@/lib/articles/queries'

import { getCategoryBySlugEn } from './queries'
import type { Audience } from '@/lib/audience'

/**
 * Category and its published articles for a category page, or null for an unknown slug or
 * a category of the other audience (doctor pages `/category/…`, patient pages
 * `/patient/category/…`).
 */
export const loadCategoryPage = cache(
  async (slugEn: string, locale: Locale, audience: Audience) => {
    const category = await getCategoryBySlugEn(slugEn, locale)
    if (!category || category.audience !== audience) return null
    const articles = (await getCategoryArticles(slugEn, locale)) ?? []
    return { category, articles }
  },
)
