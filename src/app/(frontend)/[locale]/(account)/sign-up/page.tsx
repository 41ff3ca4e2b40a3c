import { authRoute } from '@/components/auth/AuthPage'
import { SignUpForm } from '@/components/auth/SignUpForm.client'

/** `/sign-up`: a dentist signs up with an invitation code, or asks for one. */
const route = authRoute(SignUpForm, 'signUp.title', { visitorsOnly: true })
export const generateMetadata = route.generateMetadata
export default route.Page
