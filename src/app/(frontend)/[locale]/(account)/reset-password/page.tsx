import { authRoute } from '@/components/auth/AuthPage'
import { ResetPasswordForm } from '@/components/auth/ResetPasswordForm.client'

/** `/reset-password`: sets a new password; the token comes in the link fragment. */
const route = authRoute(ResetPasswordForm, 'reset.title')
export const generateMetadata = route.generateMetadata
export default route.Page
