/** What the studio's name of a quiz attempt is made of. */
export type AttemptTitleFacts = {
  /** The participant's e-mail address; null when the account is gone. */
  email: string | null | undefined
  /** The German title of the quiz's article, else the quiz's topic key. */
  quizName: string | null | undefined
  attemptNumber: number
}

/**
 * The studio's name of a quiz attempt: "<E-Mail> · <Artikeltitel> · Versuch 2". A deleted
 * account reads "Konto gelöscht", a quiz without a name "Quiz".
 */
export function attemptTitle({ email, quizName, attemptNumber }: AttemptTitleFacts): string {
  const who = email?.trim() || 'Konto gelöscht'
  const what = quizName?.trim() || 'Quiz'
  return `${who} · ${what} · Versuch ${attemptNumber}`
}
