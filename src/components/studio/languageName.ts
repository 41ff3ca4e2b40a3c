const languageNames = new Intl.DisplayNames(['de'], { type: 'language' })

/** German name of a language code (`tr` -> "Türkisch", `pt-BR` -> "Portugiesisch (Brasilien)"). */
export const languageName = (code: string): string => languageNames.of(code) ?? code
