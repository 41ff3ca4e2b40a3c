import { categoryRoute } from '@/components/article/CategoryRoute'

/** Doctor category page `/category/{slugEn}`. Unknown category: 404. */
const route = categoryRoute('doctor')
export const generateMetadata = route.generateMetadata
export default route.Page

// Rendered per request from the cached category list and articles (see `categoryRoute`):
// as an on-demand cached page, every unknown slug would leave a cached 404 page behind.
export const dynamic = 'force-dynamic'
