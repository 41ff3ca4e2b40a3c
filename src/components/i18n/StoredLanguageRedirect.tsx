import { DEFAULT_LOCALE, LOCALES } from '@/i18n/locales'

/**
 * The script of {@link StoredLanguageRedirect}: a reader whose stored choice
 * (`localStorage.language`, else the NEXT_LOCALE cookie; see `rememberLanguage`) is one of
 * our languages other than German goes to that edition, keeping query and fragment.
 */
export function storedLanguageScript(): string {
  const others = JSON.stringify(LOCALES.filter((l) => l !== DEFAULT_LOCALE))
  return `try{var c=localStorage.getItem('language')||(document.cookie.match(/(?:^|; )NEXT_LOCALE=([^;]+)/)||[])[1];if(c&&${others}.indexOf(c)>=0)location.replace('/'+c+location.search+location.hash)}catch(e){}`
}

/**
 * Sends a returning reader who chose another language from the German home page `/` to
 * that language's home page. It runs in the browser as the page is parsed, so the server
 * keeps answering one cacheable German page to everybody (no per-visitor redirect) and the
 * reader does not watch the German page render first.
 */
export function StoredLanguageRedirect() {
  return <script dangerouslySetInnerHTML={{ __html: storedLanguageScript() }} />
}
