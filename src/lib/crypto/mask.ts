/** How a stored secret is shown: this prefix and its last 4 characters (`••••1234`). */
export const MASK_PREFIX = '••••'
