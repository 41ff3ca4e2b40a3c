import { preload } from 'react-dom'

/**
 * An article image filling its (relatively positioned, 16:9) parent, so the layout never
 * shifts while it loads. Uploads come with `srcSet`, the WebP sizes Payload made at upload
 * (`imageSrcSet` in `src/lib/media/imageSizes.ts`): the browser fetches the narrowest one
 * that covers `sizes` at its pixel density, straight from the media files, with no
 * per-request resizing. The placeholder (an SVG, `srcSet` null) is sent as it is.
 * Lazy unless `priority`: the page's largest image is fetched first (eager,
 * `fetchpriority="high"`, and preloaded in the document head). A slot that needs only one
 * file (side thumbnails) gets just `src`.
 */
export function ArticleImage({
  src,
  srcSet,
  alt,
  sizes,
  maxWidth,
  priority = false,
  className = '',
}: {
  /** Fallback URL (and the only one without `srcSet`). */
  src: string
  /** `"{url} {width}w, …"`, or null. */
  srcSet: string | null
  alt: string
  /** The `sizes` attribute: the image's rendered width per viewport. */
  sizes: string
  /**
   * The widest candidate worth offering, in pixels (the slot's largest rendered width at a
   * 3x screen): wider ones are left out of `srcset`, which every card repeats in the page's
   * HTML twice. Default: all.
   */
  maxWidth?: number
  priority?: boolean
  className?: string
}) {
  if (srcSet && maxWidth) {
    const kept = narrowSrcSet(srcSet, maxWidth)
    // One candidate left is the fallback file itself: `src` alone says the same.
    srcSet = kept.single ? null : kept.srcSet
    src = kept.src ?? src
  }
  if (priority)
    preload(src, {
      as: 'image',
      fetchPriority: 'high',
      ...(srcSet ? { imageSrcSet: srcSet, imageSizes: sizes } : {}),
    })
  // Attributes that do not apply are left out rather than set to undefined: the page's
  // inline payload would otherwise spell each one out on every card.
  return (
    // The sizes are files Payload made at upload; Next's image optimizer would make them
    // again on the first request of every width.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={src}
      {...(srcSet ? { srcSet, sizes } : {})}
      alt={alt}
      width={1600}
      height={900}
      {...(priority
        ? { loading: 'eager', fetchPriority: 'high' }
        : { loading: 'lazy', decoding: 'async' })}
      className={className ? `img-fill ${className}` : 'img-fill'}
    />
  )
}

/**
 * `srcSet` without the candidates wider than `maxWidth` (the narrowest one stays even when
 * it is wider), the widest kept candidate's URL as the fallback `src`, and whether only one
 * candidate is left (`single`).
 */
export function narrowSrcSet(
  srcSet: string,
  maxWidth: number,
): { srcSet: string; src: string | undefined; single: boolean } {
  const candidates = srcSet.split(', ').map((c) => {
    const [url, width] = c.split(' ')
    return { url: url!, width: Number.parseInt(width ?? '', 10), text: c }
  })
  const kept = candidates.filter((c, i) => i === 0 || c.width <= maxWidth)
  return {
    srcSet: kept.map((c) => c.text).join(', '),
    src: kept.at(-1)?.url,
    single: kept.length === 1,
  }
}
