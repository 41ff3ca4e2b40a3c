import { authRoute } from '@/components/auth/AuthPage'
import { SignInForm } from '@/components/auth/SignInForm.client'

/** `/sign-in`: password, magic link or social sign-in. */
const route = authRoute(SignInForm, 'signIn.title', { visitorsOnly: true })
export const generateMetadata = route.generateMetadata
export default route.Page
