import { categoryRoute } from '@/components/article/CategoryRoute'

/** Doctor category page `/category/{slugEn}` (spec §2). Unknown category: 404. */
const route = categoryRoute('doctor')
export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.Page
