/** Bounds of `/api/placeholder/{w}/{h}`, in pixels (inclusive). */
export const PLACEHOLDER_MIN = 1
export const PLACEHOLDER_MAX = 2000

/**
 * The image of an article without one: a designed SVG of `width` x `height` pixels in the
 * journal's colours (a soft brand gradient with a tooth outline), with no text for
 * readers. Sizes must be integers within 1-2000 (checked by the route).
 */
export function placeholderSvg(width: number, height: number): string {
  const s = Math.min(width, height) / 300
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" aria-hidden="true">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e6f4f7"/><stop offset="1" stop-color="#c9e6ee"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<circle cx="${width * 0.85}" cy="${height * 0.2}" r="${Math.min(width, height) * 0.35}" fill="#ffffff" fill-opacity="0.35"/>
<g transform="translate(${width / 2 - 100 * s} ${height / 2 - 118 * s}) scale(${s})" fill="#ffffff" fill-opacity="0.6" stroke="#7fb8c8" stroke-width="6" stroke-linejoin="round">
<path d="M100 10c-22 0-38 10-50 10S22 10 12 24C-4 46 6 92 18 130c10 32 14 90 34 98 18 8 22-52 48-52s30 60 48 52c20-8 24-66 34-98 12-38 22-84 6-106-10-14-26-4-38-4S122 10 100 10z"/>
</g>
</svg>`
}
