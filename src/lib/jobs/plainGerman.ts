import * as deepl from 'deepl-node'
import OpenAI from 'openai'

/** Network failure codes of Node and undici that mean "the server could not be reached". */
const UNREACHABLE_CODES = new Set([
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ETIMEDOUT',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_SOCKET',
])

/** The errors of `error`'s cause chain, the error itself first (at most 10). */
function chain(error: unknown): unknown[] {
  const out: unknown[] = []
  for (let e = error; e && out.length < 10; e = (e as { cause?: unknown }).cause) out.push(e)
  return out
}

const unreachable = (error: unknown) =>
  error instanceof deepl.ConnectionError ||
  error instanceof OpenAI.APIConnectionError ||
  chain(error).some((e) => UNREACHABLE_CODES.has(String((e as { code?: unknown }).code)))

/** HTTP status of a provider's answer carried by the error, when there is one. */
function httpStatus(error: unknown): number | null {
  if (error instanceof OpenAI.APIError && typeof error.status === 'number') return error.status
  if (error instanceof deepl.AuthorizationError) return 403
  if (error instanceof deepl.QuotaExceededError) return 456
  if (error instanceof deepl.TooManyRequestsError) return 429
  const match = error instanceof deepl.DeepLError ? /status (\d{3})/.exec(error.message) : null
  return match ? Number(match[1]) : null
}

/**
 * A provider failure in plain German for editors: "DeepL ist nicht erreichbar." instead of
 * `getaddrinfo ENOTFOUND api.deepl.com`. `service` names the provider that was being asked
 * when the error does not tell (e.g. "Der KI-Dienst", "Der Sprachdienst"); a DeepL error is
 * always DeepL's. Messages that are ours (already German) pass unchanged; anything else is
 * kept after a German lead-in, so nothing is lost for the administrator.
 */
export function plainGermanError(error: unknown, service: string): string {
  const who = error instanceof deepl.DeepLError ? 'DeepL' : service
  if (unreachable(error))
    return `${who} ist nicht erreichbar. Bitte Internetverbindung und Server-Adresse in den Einstellungen prüfen.`
  const status = httpStatus(error)
  if (status === 401 || status === 403)
    return `${who} lehnt den Schlüssel ab (ungültig oder abgelaufen). Bitte den Schlüssel in den Einstellungen prüfen.`
  if (status === 456) return `Das Kontingent bei ${who} ist aufgebraucht.`
  if (status === 429) return `${who} meldet zu viele Anfragen. Bitte später erneut versuchen.`
  if (status === 404)
    return `${who} kennt die Adresse oder das Modell nicht (HTTP 404). Bitte Server-Adresse und Modell in den Einstellungen prüfen.`
  if (status && status >= 500)
    return `${who} hat einen Serverfehler gemeldet (HTTP ${status}). Bitte später erneut versuchen.`
  const message = error instanceof Error ? error.message : String(error)
  if (error instanceof GermanJobError) return message
  if (status) return `${who} hat die Anfrage abgelehnt (HTTP ${status}): ${message}`
  return `Unerwarteter Fehler: ${message}`
}

/** A job failure whose message is already written for editors (German); shown unchanged. */
export class GermanJobError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'GermanJobError'
  }
}
