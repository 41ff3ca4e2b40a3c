import { authRoute } from '@/components/auth/AuthPage'
import { SignInForm } from '@/components/auth/SignInForm.client'

/** `/sign-in` (spec §2 Sign-in). */
const route = authRoute(SignInForm, 'signIn.title', { visitorsOnly: true })
export const generateMetadata = route.generateMetadata
export default route.Page
