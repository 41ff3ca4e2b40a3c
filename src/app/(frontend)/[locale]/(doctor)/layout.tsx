import { API_ERROR_MESSAGES } from '@/components/i18n/ClientMessages'
import { messagesLayout } from '@/components/i18n/messagesLayout'

/**
 * The dentists' area: the dashboard with the CME account, the profile editor and their
 * sample versions for visitors (`/preview-dashboard`, `/preview-profile`), the practice
 * (`/practice`, `/practice/invitation`). Strings of
 * their client components.
 */
export default messagesLayout([
  'Dashboard',
  'CmeAccount',
  'CmePace',
  'CmeIdentity',
  'ProfileVerification',
  'Practice',
  'PracticeSeats',
  'Profile',
  'Preview',
  'Auth',
  'Taxonomy.topics',
  'Taxonomy.expertise',
  API_ERROR_MESSAGES,
])
