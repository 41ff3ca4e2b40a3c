import sharp from 'sharp'

const PALETTES: Record<string, [string, string]> = {
  'deep-research': ['#0f3d5e', '#1f7a8c'],
  studies: ['#1b4965', '#5fa8d3'],
  fundamentals: ['#274c77', '#6096ba'],
  playbooks: ['#2d6a4f', '#52b788'],
  prevention: ['#0b7285', '#66d9e8'],
  nutrition: ['#e67700', '#ffd43b'],
  aligner: ['#5f3dc4', '#b197fc'],
  treatments: ['#0c8599', '#96f2d7'],
  microbiome: ['#2b8a3e', '#8ce99a'],
}

/**
 * A generated cover illustration (no downloads): a gradient in the category's colours and
 * a stylised tooth. Returns a 1600x900 PNG. No text in the pixels: the same image is shown
 * in all 45 editions, so a category name in it would be German everywhere; cards and
 * article pages show the category name as text in the reader's language.
 */
export async function coverImage(categorySlugEn: string, seed: number): Promise<Buffer> {
  const [from, to] = PALETTES[categorySlugEn] ?? ['#343a40', '#868e96']
  const cx = 1100 + (seed % 5) * 40
  const cy = 430 + (seed % 3) * 30
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="1600" height="900" fill="url(#g)"/>
  <circle cx="${cx - 700}" cy="${cy + 380}" r="${260 + (seed % 4) * 30}" fill="#ffffff" opacity="0.07"/>
  <circle cx="${cx + 250}" cy="${cy - 300}" r="${180 + (seed % 6) * 20}" fill="#ffffff" opacity="0.08"/>
  <g transform="translate(${cx - 170} ${cy - 220}) scale(1.7)" fill="#ffffff" opacity="0.92">
    <path d="M100 10c-22 0-38 10-50 10S22 10 12 24C-4 46 6 92 18 130c10 32 14 90 34 98 18 8 22-52 48-52s30 60 48 52c20-8 24-66 34-98 12-38 22-84 6-106-10-14-26-4-38-4S122 10 100 10z"/>
  </g>
</svg>`
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer()
}
