import { authRoute } from '@/components/auth/AuthPage'
import { SignUpForm } from '@/components/auth/SignUpForm.client'

/** `/sign-up` (spec §2 Sign-up). */
const route = authRoute(SignUpForm, 'signUp.title', { visitorsOnly: true })
export const generateMetadata = route.generateMetadata
export default route.Page
