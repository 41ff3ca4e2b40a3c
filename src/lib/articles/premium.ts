import { isStaffUser, type WithRoles } from '@/lib/auth/roles'

/** The fields of an article the premium rule looks at. */
export type PremiumFields = { audience?: string | null; isPremium?: boolean | null }
/** The reader of an article: a user with roles and their premium state, or null for a visitor. */
export type Reader = (NonNullable<WithRoles> & { hasPremium?: boolean }) | null | undefined

/**
 * Doctor-audience articles are premium unless their `isPremium` switch is off; patient
 * articles are always free (patients read without an account). See docs/product.md,
 * "The premium gate".
 */
export function isPremiumArticle(article: PremiumFields): boolean {
  return article.audience !== 'patient' && article.isPremium !== false
}

/**
 * Whether a reader gets premium content and CME quizzes: staff (admins, editors) and
 * readers with an active membership (`hasPremium`, from `hasActiveMembership`).
 */
export function hasPremiumAccess(reader: Reader): boolean {
  return isStaffUser(reader) || reader?.hasPremium === true
}

/** May this reader see the full body? Free articles: everyone; premium ones: `hasPremiumAccess` (staff or an active membership). */
export function canReadFullBody(reader: Reader, article: PremiumFields): boolean {
  return !isPremiumArticle(article) || hasPremiumAccess(reader)
}
