import { z } from 'zod'

import { INVITATION_VALID_DAYS } from './requests'

/** Body of an approval: `validDays`, whole days 1–365 the code stays valid (default 30). */
export const approveBody = z.object({
  validDays: z
    .number({ error: 'Die Gültigkeit muss eine Zahl von Tagen sein.' })
    .int({ error: 'Die Gültigkeit muss eine ganze Zahl von Tagen sein.' })
    .min(1, { error: 'Die Einladung muss mindestens einen Tag gültig sein.' })
    .max(365, { error: 'Die Einladung darf höchstens 365 Tage gültig sein.' })
    .default(INVITATION_VALID_DAYS),
})

/** Body of a rejection: an optional `reason` (at most 1000 characters) and `notify`. */
export const rejectBody = z.object({
  reason: z
    .string()
    .trim()
    .max(1000, { error: 'Der Ablehnungsgrund darf höchstens 1000 Zeichen lang sein.' })
    .optional(),
  notify: z.boolean({ error: 'Bitte angeben, ob die Anfragenden benachrichtigt werden.' }),
})
