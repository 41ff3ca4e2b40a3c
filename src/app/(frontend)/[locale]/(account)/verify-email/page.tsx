import { authRoute } from '@/components/auth/AuthPage'
import { VerifyEmail } from '@/components/auth/VerifyEmail.client'

/** `/verify-email`: confirms the address; the token comes in the link fragment. */
const route = authRoute(VerifyEmail, 'verify.title')
export const generateMetadata = route.generateMetadata
export default route.Page
