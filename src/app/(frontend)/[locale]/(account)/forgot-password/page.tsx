import { authRoute } from '@/components/auth/AuthPage'
import { ForgotPasswordForm } from '@/components/auth/ForgotPasswordForm.client'

/** `/forgot-password`: asks for a password-reset link by email. */
const route = authRoute(ForgotPasswordForm, 'forgot.title', { visitorsOnly: true })
export const generateMetadata = route.generateMetadata
export default route.Page
