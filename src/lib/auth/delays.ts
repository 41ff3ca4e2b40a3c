/** How long a status page shows its message before it redirects (milliseconds). */
export const REDIRECT_DELAY_MS = {
  /** After a verified email, to /doctor-dashboard; after an invalid reset link, to /forgot-password. */
  verifyOrInvalidLink: 2000,
  /** After the account landing page, to /doctor-dashboard or /doctor-profile. */
  accountLanding: 1500,
} as const
