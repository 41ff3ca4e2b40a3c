import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { runTool } from '@/lib/server/runTool'

/** ffmpeg and ffprobe, from PATH unless FFMPEG_PATH / FFPROBE_PATH say otherwise. */
const FFMPEG = () => process.env.FFMPEG_PATH || 'ffmpeg'
const FFPROBE = () => process.env.FFPROBE_PATH || 'ffprobe'

/** A joined recording: the MP3 bytes and its duration in seconds. */
export type Mp3 = { data: Buffer; durationSec: number }

/**
 * Joins audio parts (MP3 or WAV, as the speech provider returned them) into one MP3 with
 * ffmpeg's concat filter (re-encoded with LAME, VBR quality 4, mono 24 kHz is kept when the
 * parts are), and measures the result with ffprobe. Throws with ffmpeg's message when
 * ffmpeg is missing or a part is not audio.
 */
export async function joinToMp3(parts: readonly Buffer[], extension: 'mp3' | 'wav'): Promise<Mp3> {
  if (!parts.length) throw new Error('No audio to join')
  const dir = await mkdtemp(path.join(tmpdir(), 'dj-audio-'))
  try {
    const inputs: string[] = []
    for (const [i, part] of parts.entries()) {
      const file = path.join(dir, `part-${i}.${extension}`)
      await writeFile(file, part)
      // The input format is stated, not guessed: ffmpeg would otherwise recognise a
      // playlist (HLS, concat) in bytes a provider returned and open the files it names.
      inputs.push('-protocol_whitelist', 'file', '-f', extension, '-i', file)
    }
    const out = path.join(dir, 'joined.mp3')
    const filter = `${parts.map((_, i) => `[${i}:a]`).join('')}concat=n=${parts.length}:v=0:a=1[a]`
    await runTool(FFMPEG(), [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      ...inputs,
      '-filter_complex',
      filter,
      '-map',
      '[a]',
      '-c:a',
      'libmp3lame',
      '-q:a',
      '4',
      out,
    ])
    const { stdout } = await runTool(FFPROBE(), [
      '-v',
      'error',
      '-show_entries',
      'format=duration',
      '-of',
      'default=noprint_wrappers=1:nokey=1',
      out,
    ])
    return {
      data: await readFile(out),
      durationSec: Math.round(Number.parseFloat(stdout.toString('utf8').trim()) * 10) / 10,
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
