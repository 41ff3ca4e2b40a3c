import { authRoute } from '@/components/auth/AuthPage'
import { AccountSecurity } from '@/components/auth/AccountSecurity.client'

/** `/account/security`: change the password, sign out other sessions. */
const route = authRoute(AccountSecurity, 'security.title')
export const generateMetadata = route.generateMetadata
export default route.Page
