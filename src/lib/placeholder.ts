/** Bounds of `/api/placeholder/{w}/{h}`, in pixels (inclusive). */
export const PLACEHOLDER_MIN = 1
export const PLACEHOLDER_MAX = 2000

/**
 * An SVG placeholder image of `width` x `height` pixels: a neutral background, a tooth
 * outline and the size as text. Sizes must be integers within 1-2000 (checked by the route).
 */
export function placeholderSvg(width: number, height: number): string {
  const s = Math.min(width, height) / 240
  const fontSize = Math.max(10, Math.round(Math.min(width, height) / 12))
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${width} x ${height}">
<rect width="100%" height="100%" fill="#e7edf3"/>
<g transform="translate(${width / 2 - 100 * s} ${height / 2 - 130 * s}) scale(${s})" fill="none" stroke="#9fb3c8" stroke-width="8">
<path d="M100 10c-22 0-38 10-50 10S22 10 12 24C-4 46 6 92 18 130c10 32 14 90 34 98 18 8 22-52 48-52s30 60 48 52c20-8 24-66 34-98 12-38 22-84 6-106-10-14-26-4-38-4S122 10 100 10z"/>
</g>
<text x="50%" y="${height - fontSize}" text-anchor="middle" font-family="sans-serif" font-size="${fontSize}" fill="#7b8fa5">${width} × ${height}</text>
</svg>`
}
