import { categoryRoute } from '@/components/article/CategoryRoute'

/** Doctor category page `/category/{slugEn}`. Unknown category: 404. */
const route = categoryRoute('doctor')
export const generateMetadata = route.generateMetadata
export const generateStaticParams = route.generateStaticParams
export default route.Page
