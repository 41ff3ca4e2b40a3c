import { messagesLayout } from '@/components/i18n/messagesLayout'

/** Strings of this route's client components (the dashboard). */
export default messagesLayout([
  'Dashboard',
  'CmeAccount',
  'Auth',
  'Taxonomy.topics',
  'Taxonomy.expertise',
])
