/**
 * The message keys the newsletter form (NewsletterForm.client.tsx) uses in the browser, for
 * the `messagesLayout` of every route that shows it. The block's heading, text and consent
 * line are rendered on the server and are left out: each string listed here is inlined
 * into every page view of those routes. Keep this list in step with the form's `t(…)` calls.
 */
export const NEWSLETTER_FORM_MESSAGES = [
  'Newsletter.form.emailLabel',
  'Newsletter.form.emailPlaceholder',
  'Newsletter.form.submit',
  'Newsletter.form.submitting',
  'Newsletter.form.success',
  'Newsletter.form.tooManyRequests',
  'Newsletter.form.error',
  'NewsletterMeasuring.checkbox',
  'Auth.validation.emailRequired',
  'Auth.validation.emailInvalid',
] as const
