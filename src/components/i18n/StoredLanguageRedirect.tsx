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
 * that language's home page. It runs in the browser, so the server keeps answering one
 * cacheable German page to everybody (no per-visitor redirect). It is a module script: it
 * runs as soon as the HTML is parsed and never holds up the parser, so readers who stay
 * on the German page get its first lines painted without waiting for it
 * (docs/performance.md).
 */
export function StoredLanguageRedirect() {
  return <script type="module" dangerouslySetInnerHTML={{ __html: storedLanguageScript() }} />
}
