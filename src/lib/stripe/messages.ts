/** German answers of the payment endpoints. */
export const PAYMENTS_NOT_CONFIGURED = 'Die Online-Zahlung ist noch nicht eingerichtet.'
export const NO_STRIPE_CUSTOMER = 'Für dieses Konto gibt es keine Online-Mitgliedschaft.'
export const CHECKOUT_NOT_FOUND = 'Dieser Bezahlvorgang wurde nicht gefunden.'
export const OPEN_SUBSCRIPTION =
  'Sie haben bereits ein Abonnement mit offener Zahlung. Bitte verwalten Sie es im Arzt-Dashboard unter „Mitgliedschaft verwalten“.'
export const CHECKOUT_FOREIGN =
  'Dieser Bezahlvorgang gehört zu einem anderen Konto. Bitte melden Sie sich mit dem Konto an, mit dem bezahlt wurde.'
