import { execFileSync } from 'node:child_process'

import { startHttpStandIn } from './httpStandIn'

/** The marked translation the LLM stand-in returns for a text. */
export const llmStandInTranslation = (text: string) => `[llm] ${text}`

/** One second of a 440 Hz tone as MP3 (made with ffmpeg), the stand-in's speech answer. */
function toneMp3(): Buffer {
  return execFileSync('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:duration=1',
    '-ac',
    '1',
    '-ar',
    '24000',
    '-f',
    'mp3',
    'pipe:1',
  ])
}

/**
 * A local stand-in for an OpenAI-compatible API (chat completions answering
 * `{"translations": [...]}`, and `/audio/speech` answering one second of MP3) for the real
 * `openai` client (`AI_BASE_URL` / `SPEECH_BASE_URL`). `speechDelayMs` makes every speech
 * answer wait that long (a job that is still running when a test needs it to be).
 */
export async function startOpenAiStandIn({ speechDelayMs = 0 }: { speechDelayMs?: number } = {}) {
  let mp3: Buffer | undefined
  return startHttpStandIn({
    'GET /v1/models': () => ({
      json: {
        object: 'list',
        data: ['gpt-4o-mini', 'tts-1'].map((id) => ({
          id,
          object: 'model',
          created: 0,
          owned_by: 'stand-in',
        })),
      },
    }),
    'POST /v1/chat/completions': (r) => {
      const body = JSON.parse(r.body) as { messages: Array<{ role: string; content: string }> }
      const user = body.messages.find((m) => m.role === 'user')?.content ?? '{}'
      const { texts } = JSON.parse(user) as { texts: string[] }
      const content = JSON.stringify({ translations: texts.map(llmStandInTranslation) })
      return {
        json: {
          id: 'chatcmpl-standin',
          object: 'chat.completion',
          created: 0,
          model: 'stand-in',
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
        },
      }
    },
    'POST /v1/audio/speech': async () => {
      if (speechDelayMs) await new Promise((r) => setTimeout(r, speechDelayMs))
      return { bytes: (mp3 ??= toneMp3()), headers: { 'content-type': 'audio/mpeg' } }
    },
  })
}
