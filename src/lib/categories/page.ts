import 'server-only'

import { cache } from 'react'

import type { Locale } from '@/i18n/locales'
import { getCategoryArticles } from '@/lib/articles/queries'

import { getCategoryBySlugEn } from './queries'

/** Category and its published articles for a category page, or null for an unknown slug. */
export const loadCategoryPage = cache(async (slugEn: string, locale: Locale) => {
  const category = await getCategoryBySlugEn(slugEn, locale)
  if (!category) return null
  const articles = (await getCategoryArticles(slugEn, locale)) ?? []
  return { category, articles }
})
