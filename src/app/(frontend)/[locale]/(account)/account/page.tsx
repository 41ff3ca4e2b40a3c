import { authRoute } from '@/components/auth/AuthPage'
import { AccountLanding } from '@/components/auth/AccountLanding.client'

/** `/account`, the account landing page: magic links land here. */
const route = authRoute(AccountLanding, 'account.title')
export const generateMetadata = route.generateMetadata
export default route.Page
