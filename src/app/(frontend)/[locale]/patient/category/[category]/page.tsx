import { categoryRoute } from '@/components/article/CategoryRoute'

/** Patient category page `/patient/category/{category}` in the patient theme (spec §2). Unknown category: 404. */
const route = categoryRoute('patient')
export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.Page
