import { authRoute } from '@/components/auth/AuthPage'
import { AccountSecurity } from '@/components/auth/AccountSecurity.client'

/** `/account/security` (spec §2 Account security). */
const route = authRoute(AccountSecurity, 'security.title')
export const generateMetadata = route.generateMetadata
export default route.Page
