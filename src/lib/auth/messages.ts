/**
 * German answers of the account endpoints (`/api/auth/*`). The screens show a toast title
 * of their own; these are the descriptions the API sends with them. Neutral answers
 * never tell whether an address has an account.
 */
export const AUTH_MESSAGES = {
  signUpDone:
    'Registrierung erfolgreich. Bitte prüfen Sie Ihr Postfach und bestätigen Sie Ihre E-Mail-Adresse über den Link in unserer E-Mail.',
  invalidCredentials: 'E-Mail-Adresse oder Passwort ist falsch.',
  unverified:
    'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse. Wir haben Ihnen den Bestätigungslink erneut gesendet.',
  magicLinkSent:
    'Wenn zu dieser E-Mail-Adresse ein Konto besteht, haben wir Ihnen einen Anmeldelink gesendet. Er ist 1 Stunde gültig.',
  magicLinkInvalid: 'Der Anmeldelink ist ungültig, abgelaufen oder wurde bereits verwendet.',
  verifyInvalid: 'Der Verifikationslink ist ungültig oder abgelaufen.',
  resetSent:
    'Wenn zu dieser E-Mail-Adresse ein Konto besteht, haben wir Ihnen einen Link zum Zurücksetzen des Passworts gesendet.',
  resetInvalid: 'Der Zurücksetzungslink ist ungültig oder abgelaufen.',
  resetDone: 'Passwort erfolgreich aktualisiert',
  notSignedIn: 'Nicht angemeldet',
  currentPasswordWrong: 'Aktuelles Passwort falsch',
  passwordChanged: 'Passwort erfolgreich geändert',
  signedOutEverywhere: 'Sie wurden auf allen Geräten abgemeldet.',
  linkNeedsConfirmation:
    'Bitte bestätigen Sie auf der Seite des Links, dass Sie sich mit diesem Konto anmelden möchten.',
} as const
