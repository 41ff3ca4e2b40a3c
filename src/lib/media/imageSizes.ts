/**
 * The 16:9 crops of an uploaded image that readers get, narrowest first (pixels). Every
 * image slot of the journal (cards, the home page's lead article, the article page) is
 * 16:9, and the browser picks the narrowest crop that fills its slot from `srcset`
 * (`imageSrcSet`). The media collection makes these at upload, as WebP.
 */
export const READER_IMAGE_SIZES = [
  { name: 'sm', width: 480, height: 270 },
  { name: 'card', width: 768, height: 432 },
  { name: 'lg', width: 1200, height: 675 },
  { name: 'hero', width: 1600, height: 900 },
] as const

export type ReaderImageSizeName = (typeof READER_IMAGE_SIZES)[number]['name']

/** One generated size of an upload as Payload stores it (all fields null when not made). */
type StoredSize = { url?: string | null; width?: number | null } | null | undefined

/**
 * The `srcset` attribute for an upload's reader sizes: `"{url} {width}w"` for each size
 * Payload made, narrowest first, comma-separated; null when it made none (an audio file,
 * an SVG, or an image smaller than every size). Widths are the stored ones, so a size
 * made from a narrower original is described truthfully.
 */
export function imageSrcSet(
  sizes: Partial<Record<ReaderImageSizeName, StoredSize>> | null | undefined,
): string | null {
  const candidates = READER_IMAGE_SIZES.flatMap(({ name }) => {
    const size = sizes?.[name]
    return size?.url && size.width ? [{ url: size.url, width: size.width }] : []
  }).sort((a, b) => a.width - b.width)
  return candidates.length ? candidates.map((c) => `${c.url} ${c.width}w`).join(', ') : null
}
