import { authRoute } from '@/components/auth/AuthPage'
import { ForgotPasswordForm } from '@/components/auth/ForgotPasswordForm.client'

/** `/forgot-password` (spec §2 Forgot password). */
const route = authRoute(ForgotPasswordForm, 'forgot.title', { visitorsOnly: true })
export const generateMetadata = route.generateMetadata
export default route.Page
