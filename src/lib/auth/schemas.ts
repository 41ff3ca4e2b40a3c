import { z } from 'zod'

/** Minimum password length, in characters. */
export const PASSWORD_MIN_LENGTH = 8
/** Upper bound that keeps password hashing cheap for the server. */
export const PASSWORD_MAX_LENGTH = 256

/** Texts of the validation errors; the German ones are the defaults. */
export type AuthValidationMessages = {
  emailRequired: string
  emailInvalid: string
  passwordRequired: string
  passwordTooShort: string
  passwordTooLong: string
  passwordsMismatch: string
  newPasswordTooShort: string
  firstNameRequired: string
  lastNameRequired: string
  inviteCodeRequired: string
}

export const GERMAN_VALIDATION_MESSAGES: AuthValidationMessages = {
  emailRequired: 'Bitte geben Sie Ihre E-Mail-Adresse ein',
  emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  passwordRequired: 'Bitte geben Sie Ihr Passwort ein',
  passwordTooShort: 'Das Passwort muss mindestens 8 Zeichen lang sein.',
  passwordTooLong: 'Das Passwort darf höchstens 256 Zeichen lang sein.',
  passwordsMismatch: 'Bitte stellen Sie sicher, dass beide Passwörter identisch sind.',
  newPasswordTooShort: 'Das neue Passwort muss mindestens 8 Zeichen lang sein.',
  firstNameRequired: 'Bitte geben Sie Ihren Vornamen ein',
  lastNameRequired: 'Bitte geben Sie Ihren Nachnamen ein',
  inviteCodeRequired: 'Bitte geben Sie Ihren Einladungscode ein',
}

/**
 * The request bodies of the account endpoints (`/api/auth/*`) and, with the confirmation
 * fields, the account forms (sign-up, sign-in, reset, change password). Email addresses are
 * trimmed and lower-cased. Pass translated messages on the client; the API answers with the
 * German ones.
 */
export function authSchemas(m: AuthValidationMessages = GERMAN_VALIDATION_MESSAGES) {
  const email = z
    .string({ error: m.emailRequired })
    .trim()
    .min(1, { error: m.emailRequired })
    .max(254, { error: m.emailInvalid })
    .toLowerCase()
    .pipe(z.email({ error: m.emailInvalid }))
  // Passwords are taken as typed (no trimming), but one of only spaces is refused:
  // Payload would never accept it at sign-in.
  const currentPassword = z
    .string({ error: m.passwordRequired })
    .max(PASSWORD_MAX_LENGTH, { error: m.passwordTooLong })
    .refine((v) => v.trim().length > 0, { error: m.passwordRequired })
  const newPassword = (tooShort: string) =>
    z
      .string({ error: tooShort })
      .max(PASSWORD_MAX_LENGTH, { error: m.passwordTooLong })
      .refine((v) => v.trim().length >= PASSWORD_MIN_LENGTH, { error: tooShort })
  const name = (required: string) =>
    z.string({ error: required }).trim().min(1, { error: required }).max(100)
  const token = z.string().trim().min(16).max(512)

  const signUp = z.object({
    inviteCode: z
      .string({ error: m.inviteCodeRequired })
      .trim()
      .min(1, { error: m.inviteCodeRequired })
      .max(64),
    firstName: name(m.firstNameRequired),
    lastName: name(m.lastNameRequired),
    email,
    password: newPassword(m.passwordTooShort),
    /** UI language of the form, for the emails (a short code such as `de`). */
    language: z.string().max(8).optional(),
  })
  const resetPassword = z.object({ token, password: newPassword(m.passwordTooShort) })
  const changePassword = z.object({
    currentPassword,
    newPassword: newPassword(m.newPasswordTooShort),
  })
  const confirmPassword = z.string()
  const mismatch = { error: m.passwordsMismatch, path: ['confirmPassword'] }

  return {
    /**
     * `bearer: true` asks for the session as a Bearer token in the answer (for clients
     * that cannot keep cookies) instead of the session cookie.
     */
    signIn: z.object({ email, password: currentPassword, bearer: z.boolean().optional() }),
    emailOnly: z.object({ email, language: z.string().max(8).optional() }),
    token: z.object({ token }),
    /**
     * Redeeming a sign-in or verification link: `confirmed: true` says the reader chose
     * "sign in as …" on the landing page (needed unless the link came to this browser).
     */
    redeemLink: z.object({ token, confirmed: z.boolean().optional() }),
    signUp,
    signUpForm: signUp
      .omit({ language: true })
      .extend({ confirmPassword })
      .refine((v) => v.password === v.confirmPassword, mismatch),
    resetPassword,
    resetPasswordForm: resetPassword
      .omit({ token: true })
      .extend({ confirmPassword })
      .refine((v) => v.password === v.confirmPassword, mismatch),
    changePassword,
    changePasswordForm: changePassword
      .extend({ confirmPassword })
      .refine((v) => v.newPassword === v.confirmPassword, mismatch),
  }
}

/** The schemas with the German messages, as the API uses them. */
export const apiAuthSchemas = authSchemas()
