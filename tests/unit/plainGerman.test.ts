import * as deepl from 'deepl-node'
import OpenAI from 'openai'
import { describe, expect, it } from 'vitest'

import { GermanJobError, plainGermanError } from '@/lib/jobs/plainGerman'

/** A real failure of a request to a host that does not exist (`.invalid` never resolves). */
async function unresolvableHostError(): Promise<unknown> {
  try {
    await fetch('http://api.deepl.invalid/v2/usage')
  } catch (error) {
    return error
  }
  throw new Error('the request went through')
}

describe('plainGermanError', () => {
  it('says that the service is unreachable instead of getaddrinfo ENOTFOUND', async () => {
    const error = await unresolvableHostError()
    expect(plainGermanError(error, 'Der KI-Dienst')).toBe(
      'Der KI-Dienst ist nicht erreichbar. Bitte Internetverbindung und Server-Adresse in den Einstellungen prüfen.',
    )
    const fromDeepl = new deepl.ConnectionError('Connection failure: getaddrinfo ENOTFOUND x', true)
    expect(plainGermanError(fromDeepl, 'Der KI-Dienst')).toMatch(/^DeepL ist nicht erreichbar\./)
  })

  it('names a refused key, a used-up quota and too many requests', () => {
    expect(plainGermanError(new deepl.AuthorizationError('Authorization failure'), 'X')).toMatch(
      /^DeepL lehnt den Schlüssel ab/,
    )
    expect(plainGermanError(new deepl.QuotaExceededError('Quota exceeded'), 'X')).toBe(
      'Das Kontingent bei DeepL ist aufgebraucht.',
    )
    const limited = OpenAI.APIError.generate(
      429,
      { error: { message: 'slow down' } },
      '',
      new Headers(),
    )
    expect(plainGermanError(limited, 'Der Sprachdienst')).toBe(
      'Der Sprachdienst meldet zu viele Anfragen. Bitte später erneut versuchen.',
    )
    const badKey = OpenAI.APIError.generate(
      401,
      { error: { message: 'bad key' } },
      '',
      new Headers(),
    )
    expect(plainGermanError(badKey, 'Der KI-Dienst')).toMatch(
      /^Der KI-Dienst lehnt den Schlüssel ab/,
    )
  })

  it('keeps our own German messages and leads anything else in German', () => {
    expect(plainGermanError(new GermanJobError('Der Artikel wurde gelöscht.'), 'X')).toBe(
      'Der Artikel wurde gelöscht.',
    )
    expect(plainGermanError(new Error('boom'), 'X')).toBe('Unerwarteter Fehler: boom')
  })
})
