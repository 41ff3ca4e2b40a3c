/**
 * German answers of the newsletter endpoints (`/api/newsletter/*`). The forms
 * and pages show their own texts from the `Newsletter` messages by status code; these are
 * for API clients. The subscribe answer is the same for every address (no enumeration).
 */
export const NEWSLETTER_MESSAGES = {
  subscribeAccepted:
    'Vielen Dank! Falls diese Adresse noch nicht angemeldet ist, erhalten Sie in Kürze eine E-Mail mit einem Bestätigungslink (7 Tage gültig).',
  confirmed: 'Ihre Newsletter-Anmeldung ist bestätigt.',
  confirmInvalid: 'Der Bestätigungslink ist ungültig oder wurde bereits verwendet.',
  confirmExpired: 'Der Bestätigungslink ist abgelaufen. Bitte melden Sie sich erneut an.',
  unsubscribed: 'Sie wurden vom Newsletter abgemeldet.',
  unsubscribeInvalid: 'Der Abmeldelink ist ungültig.',
  oneClickBodyRequired: 'Der Inhalt der Anfrage muss „List-Unsubscribe=One-Click“ sein (RFC 8058).',
} as const
