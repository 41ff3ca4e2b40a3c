import { API_ERROR_MESSAGES } from '@/components/i18n/ClientMessages'
import { messagesLayout } from '@/components/i18n/messagesLayout'

/**
 * The account area: sign-in and sign-up (`/login` redirects to the sign-in), e-mail
 * verification, password reset, the account and its security page, membership purchase
 * (`/subscribe`) and the pages after payment. Strings of their client components: the
 * account forms, the membership offer, the newsletter choice, and the data export and
 * deletion.
 */
export default messagesLayout([
  'Auth',
  'Subscribe',
  'AccountNewsletter',
  'AccountData',
  'AccountExport',
  API_ERROR_MESSAGES,
])
