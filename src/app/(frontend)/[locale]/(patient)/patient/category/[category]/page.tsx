import { categoryRoute } from '@/components/article/CategoryRoute'

/** Patient category page `/patient/category/{slugEn}` in the patient theme. Unknown category: 404. */
const route = categoryRoute('patient')
export const generateMetadata = route.generateMetadata
export const generateStaticParams = route.generateStaticParams
export default route.Page
