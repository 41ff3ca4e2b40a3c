import { authRoute } from '@/components/auth/AuthPage'
import { ResetPasswordForm } from '@/components/auth/ResetPasswordForm.client'

/** `/reset-password` (spec §2 Reset password); the token comes in the link fragment. */
const route = authRoute(ResetPasswordForm, 'reset.title')
export const generateMetadata = route.generateMetadata
export default route.Page
